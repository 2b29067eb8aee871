import type { ChatTexts } from './en';

export const sp: ChatTexts = {
  pages: {
    messages: 'Mensajes',
    chat: 'Chat',
  },
};
