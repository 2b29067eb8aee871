/** The chat remote's texts in English, the default: every other language has the same keys. */
export const en = {
  pages: {
    messages: 'Messages',
    chat: 'Chat',
  },
};

export type ChatTexts = typeof en;
