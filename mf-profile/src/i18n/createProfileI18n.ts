import { createI18n } from '@dating/web';
import { type Language } from '@dating/contract';
import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';
import { sp } from './sp';

/** The profile remote's own namespace, apart from the shell's and the other remotes'. */
export const PROFILE_NAMESPACE = 'profile';

export function createProfileI18n(language: Language) {
  return createI18n({
    namespace: PROFILE_NAMESPACE,
    resources: {
      en: { [PROFILE_NAMESPACE]: en },
      fr: { [PROFILE_NAMESPACE]: fr },
      sp: { [PROFILE_NAMESPACE]: sp },
      ar: { [PROFILE_NAMESPACE]: ar },
    },
    language,
  });
}
