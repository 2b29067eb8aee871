import type { CHAT_NAMESPACE } from './createChatI18n';
import type { ChatTexts } from './en';

/** Type-checks `t('...')` keys against the English texts of this remote's namespace. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof CHAT_NAMESPACE;
    resources: { [CHAT_NAMESPACE]: ChatTexts };
  }
}
