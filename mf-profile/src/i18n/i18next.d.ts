import type { PROFILE_NAMESPACE } from './createProfileI18n';
import type { ProfileTexts } from './en';

/** Type-checks `t('...')` keys against the English texts of this remote's namespace. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof PROFILE_NAMESPACE;
    resources: { [PROFILE_NAMESPACE]: ProfileTexts };
  }
}
