import { MESSAGES } from '../../rules/messages';
import type { MessageTexts } from '../messageTexts';

/** The messages of `MESSAGES` in English, imported with an app's texts that show messages. */
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
