import { MESSAGES, type MessageKey } from '../rules/messages';

/**
 * The messages of `MESSAGES` in one language, for every app's `messages` namespace: one
 * translation of a server answer or form check, whichever app shows it. English is `enMessages`
 * (`MESSAGES` itself); the others are `@dating/shared/messages/<language>`, imported with an
 * app's own texts in that language, so a page carries only the languages it shows.
 */
export type MessageTexts = Record<MessageKey, string>;

export const enMessages: MessageTexts = MESSAGES;
