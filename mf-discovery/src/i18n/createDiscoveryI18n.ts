import { createI18n, type Language } from '@dating/shared';
import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';
import { sp } from './sp';

/** The discovery remote's own namespace, apart from the shell's and the other remotes'. */
export const DISCOVERY_NAMESPACE = 'discovery';

export function createDiscoveryI18n(language: Language) {
  return createI18n({
    namespace: DISCOVERY_NAMESPACE,
    resources: {
      en: { [DISCOVERY_NAMESPACE]: en },
      fr: { [DISCOVERY_NAMESPACE]: fr },
      sp: { [DISCOVERY_NAMESPACE]: sp },
      ar: { [DISCOVERY_NAMESPACE]: ar },
    },
    language,
  });
}
