import type { PAYMENTS_NAMESPACE } from './createPaymentsI18n';
import type { en } from './en';

/** Type-checks `t('...')` keys against the English texts of this remote's namespace. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof PAYMENTS_NAMESPACE;
    resources: { [PAYMENTS_NAMESPACE]: typeof en };
  }
}
