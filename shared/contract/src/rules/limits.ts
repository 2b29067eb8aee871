/** Business constants of spec section 9, shared by the browser and the server. */
export const LIMITS = {
  minAge: 18,
  earliestBirthDate: '1901-01-01',
  nameMin: 3,
  nameMax: 20,
  passwordMin: 6,
  passwordMax: 15,
  codeLength: 4,
  profileTextMax: 60,
  chatMessageMax: 500,
  maxPhotos: 5,
  /** A photo's largest upload, as MESSAGES.imageTooLarge says (the apps send it re-encoded). */
  photoMaxMb: 3,
  /** The longest side the apps re-encode a photo to before sending it. */
  photoUploadMaxSide: 2048,
  /** A selfie call's largest body (its camera frames), as MESSAGES.selfieTooLarge says. */
  selfieMaxMb: 3,
  listPageSize: 8,
  nearbyPeopleLimit: 20,
  boostMinutes: 30,
  onboardedCookieHours: 12,
  /** Prompts a member answers on their profile, at most. */
  maxPromptAnswers: 3,
  promptAnswerMax: 200,
  /** The optional comment sent with a like of one photo or one prompt. */
  likeCommentMax: 140,
  /** A member is 'New here' on cards for this many days after joining. */
  newHereDays: 7,
  /** The reasons a deck card's why line names at most. */
  deckReasonsShown: 3,
  /** Members one may keep on the Saved list at once (the deck reads the list with each page). */
  savedPeopleMax: 200,
  /** A chat voice note's longest recording, as MESSAGES.voiceTooLong says. */
  voiceNoteMaxSeconds: 60,
  /** A member may unsend their chat message for this long after sending it. */
  unsendMinutes: 15,
} as const;

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;

export const LANGUAGES = ['en', 'fr', 'sp', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
