import { createI18n } from '@dating/web';
import { type Language } from '@dating/contract';
import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';
import { sp } from './sp';

/** The chat remote's own namespace, apart from the shell's and the other remotes'. */
export const CHAT_NAMESPACE = 'chat';

export function createChatI18n(language: Language) {
  return createI18n({
    namespace: CHAT_NAMESPACE,
    resources: {
      en: { [CHAT_NAMESPACE]: en },
      fr: { [CHAT_NAMESPACE]: fr },
      sp: { [CHAT_NAMESPACE]: sp },
      ar: { [CHAT_NAMESPACE]: ar },
    },
    language,
  });
}
