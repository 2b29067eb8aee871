import { IMAGE_EXTENSIONS, LIMITS } from './limits';
import { MESSAGES } from './messages';

/**
 * The validation rules of spec section 5. Each answers the message to show, or null when the
 * value is valid, so the same function guards the form and the server call.
 */
export type Rule<T = string> = (value: T) => string | null;

const NAME_PATTERN = /^[\p{L} ]+$/u;
// Pragmatic e-mail shape: one @, no spaces, a dot in the domain; deliverability is proven by the code.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export const validateName: Rule = (value) => {
  const name = value.trim();
  if (!name) return MESSAGES.fillTheDetails;
  if (name.length < LIMITS.nameMin || name.length > LIMITS.nameMax || !NAME_PATTERN.test(name)) {
    return MESSAGES.nameRule;
  }
  return null;
};

/** Keystroke filter for name inputs: letters and spaces only. */
export function isNameCharacter(char: string): boolean {
  return NAME_PATTERN.test(char);
}

export const validateEmail: Rule = (value) => {
  if (!value.trim()) return MESSAGES.fillTheDetails;
  return EMAIL_PATTERN.test(value.trim()) ? null : MESSAGES.enterValidEmail;
};

export const validatePassword: Rule = (value) => {
  if (!value) return MESSAGES.fillTheDetails;
  if (value.length < LIMITS.passwordMin || value.length > LIMITS.passwordMax) {
    return MESSAGES.passwordRule;
  }
  return null;
};

export const validateProfileText: Rule = (value) =>
  value.length > LIMITS.profileTextMax ? MESSAGES.textTooLong : null;

export const validateCode: Rule = (value) =>
  new RegExp(`^\\d{${LIMITS.codeLength}}$`).test(value) ? null : MESSAGES.otpNotValid;

export const validateChatMessage: Rule = (value) => {
  if (!value.trim()) return MESSAGES.enterMessage;
  return value.length > LIMITS.chatMessageMax ? MESSAGES.messageTooLong : null;
};

/** A prompt's answer: 1 to promptAnswerMax characters once trimmed. */
export const validatePromptAnswer: Rule = (value) => {
  const answer = value.trim();
  return answer.length === 0 || answer.length > LIMITS.promptAnswerMax
    ? MESSAGES.promptAnswerRule
    : null;
};

/** The optional comment of a like: empty or at most likeCommentMax characters once trimmed. */
export const validateLikeComment: Rule = (value) =>
  value.trim().length > LIMITS.likeCommentMax ? MESSAGES.likeCommentTooLong : null;

/** A member's hidden words: at most this many, each of 1 to HIDDEN_WORD_MAX characters. */
export const HIDDEN_WORDS_MAX = 100;
export const HIDDEN_WORD_MAX = 40;

/** One hidden word or emoji: 1 to HIDDEN_WORD_MAX characters once trimmed. */
export const validateHiddenWord: Rule = (value) => {
  const word = value.trim();
  return word.length === 0 || [...word].length > HIDDEN_WORD_MAX ? MESSAGES.hiddenWordRule : null;
};

export const validateImageFileName: Rule = (value) => {
  const extension = value.split('.').pop()?.toLowerCase() ?? '';
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extension) ? null : MESSAGES.invalidFile;
};

/** Parses a YYYY-MM-DD date as a UTC calendar date, or null when it is not a real date. */
export function parseIsoDate(value: string): Date | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : null;
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whole years between a birth date and today, as a person counts their age. */
export function ageOn(birth: Date, today: Date = new Date()): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** The latest allowed birth date: exactly 18 years before today (the picker opens there). */
export function latestBirthDate(today: Date = new Date()): string {
  const date = new Date(
    Date.UTC(today.getUTCFullYear() - LIMITS.minAge, today.getUTCMonth(), today.getUTCDate()),
  );
  return toIsoDate(date);
}

export function validateBirthDate(value: string, today: Date = new Date()): string | null {
  if (!value) return MESSAGES.fillTheDetails;
  const birth = parseIsoDate(value);
  if (!birth) return MESSAGES.invalidFormat;
  if (value < LIMITS.earliestBirthDate) return MESSAGES.invalidFormat;
  return ageOn(birth, today) >= LIMITS.minAge ? null : MESSAGES.minimumAge;
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  retypePassword: string;
}

export function validatePasswordChange(change: PasswordChange): string | null {
  const { oldPassword, newPassword, retypePassword } = change;
  if (!oldPassword || !newPassword || !retypePassword) return MESSAGES.fillTheDetails;
  if (newPassword === oldPassword) return MESSAGES.newSameAsOld;
  if (newPassword !== retypePassword) return MESSAGES.newDiffersFromRetype;
  return validatePassword(newPassword);
}

/** Coordinates chosen from place suggestions; both must be real numbers in range. */
export function validateCoordinates(lat: unknown, lon: unknown): string | null {
  const latitude = Number(lat);
  const longitude = Number(lon);
  if (lat === '' || lon === '' || lat == null || lon == null)
    return MESSAGES.selectLocationProperly;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    return MESSAGES.selectLocationProperly;
  }
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return MESSAGES.selectLocationProperly;
  return null;
}
