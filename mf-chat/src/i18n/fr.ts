import type { ChatTexts } from './en';

export const fr: ChatTexts = {
  pages: {
    messages: 'Messages',
    chat: 'Discussion',
  },
};
