import { enMessages } from '@dating/contract/messages/en';

/**
 * The English texts of every server answer and form check (MESSAGES, translated once in
 * @dating/contract): only the login page's forms show them, so they ship in its chunk and join the
 * shell's namespace when it renders (`useEnglishTexts`).
 */
export const enFormMessages = {
  messages: {
    ...enMessages,
    tryAgain: 'Something went wrong. Please try again.',
  },
};
