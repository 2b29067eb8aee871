import { createI18n } from '@dating/web';
import { type Language } from '@dating/contract';
import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';
import { sp } from './sp';

/** The payments remote's own namespace, apart from the shell's and the other remotes'. */
export const PAYMENTS_NAMESPACE = 'payments';

export function createPaymentsI18n(language: Language) {
  return createI18n({
    namespace: PAYMENTS_NAMESPACE,
    resources: {
      en: { [PAYMENTS_NAMESPACE]: en },
      fr: { [PAYMENTS_NAMESPACE]: fr },
      sp: { [PAYMENTS_NAMESPACE]: sp },
      ar: { [PAYMENTS_NAMESPACE]: ar },
    },
    language,
  });
}
