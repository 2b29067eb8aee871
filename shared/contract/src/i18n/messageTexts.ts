import type { MessageKey } from '../rules/messages';

/**
 * The messages of `MESSAGES` in one language, for every app's `messages` namespace: one
 * translation of a server answer or form check, whichever app shows it. Each language is
 * `@dating/contract/messages/<language>` (English `enMessages`, `MESSAGES` with the spec's typos
 * corrected), imported with an app's own texts in that language, so a page carries only the
 * languages it shows, and only once it shows a message.
 */
export type MessageTexts = Record<MessageKey, string>;
