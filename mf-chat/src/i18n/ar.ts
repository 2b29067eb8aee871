import type { ChatTexts } from './en';

export const ar: ChatTexts = {
  pages: {
    messages: 'الرسائل',
    chat: 'المحادثة',
  },
};
