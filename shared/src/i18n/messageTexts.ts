import { MESSAGES, type MessageKey } from '../rules/messages';

/**
 * The messages of `MESSAGES` in one language, for every app's `messages` namespace: one
 * translation of a server answer or form check, whichever app shows it. English is `enMessages`
 * (`MESSAGES` with the spec's typos corrected); the others are `@dating/shared/messages/<language>`, imported with an
 * app's own texts in that language, so a page carries only the languages it shows.
 */
export type MessageTexts = Record<MessageKey, string>;

export const enMessages: MessageTexts = {
  ...MESSAGES,
  // The spec's wording with its typos corrected: the server still answers MESSAGES as written
  // (spec section 8), the browser shows a member the corrected English.
  selectOneImage: 'Please select at least one image',
  selectAnImage: 'Select an image',
  onlyFiveImages: 'You can upload only 5 images',
  imageUploaded: 'Image uploaded successfully',
  userDeclined: 'User declined successfully',
};
