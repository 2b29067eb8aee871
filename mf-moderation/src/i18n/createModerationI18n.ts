import { createI18n } from '@dating/web';
import { type Language } from '@dating/contract';
import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';
import { sp } from './sp';

/** The console's own namespace, apart from the shell's and the other remotes'. */
export const MODERATION_NAMESPACE = 'moderation';

export function createModerationI18n(language: Language) {
  return createI18n({
    namespace: MODERATION_NAMESPACE,
    resources: {
      en: { [MODERATION_NAMESPACE]: en },
      fr: { [MODERATION_NAMESPACE]: fr },
      sp: { [MODERATION_NAMESPACE]: sp },
      ar: { [MODERATION_NAMESPACE]: ar },
    },
    language,
  });
}
