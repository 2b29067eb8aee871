import type { MODERATION_NAMESPACE } from './createModerationI18n';
import type { en } from './en';

/** Type-checks `t('...')` keys against the English texts of this remote's namespace. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof MODERATION_NAMESPACE;
    resources: { [MODERATION_NAMESPACE]: typeof en };
  }
}
