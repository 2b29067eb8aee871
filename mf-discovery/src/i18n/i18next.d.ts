import type { DISCOVERY_NAMESPACE } from './createDiscoveryI18n';
import type { EnglishTexts } from './en';

/** Type-checks `t('...')` keys against the English texts of this remote's namespace. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DISCOVERY_NAMESPACE;
    resources: { [DISCOVERY_NAMESPACE]: EnglishTexts };
  }
}
