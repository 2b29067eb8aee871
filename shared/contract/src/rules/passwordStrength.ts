import { MESSAGES } from './messages';
import { validatePassword } from './validation';

/** Who is choosing the password: what it must not contain. */
export interface PasswordOwner {
  email: string;
  name: string;
}

/** A new password's problem (the message to show), or null when it may be used. */
export type NewPasswordRule = (password: string, owner: PasswordOwner) => string | null;

/** zxcvbn's 0 to 4: below 2 is guessable within about a million online guesses. */
const MIN_SCORE = 2;
/** Shorter pieces of a name or address (Al, jo) are too common to forbid. */
const MIN_PERSONAL_LENGTH = 3;

let loading: Promise<NewPasswordRule> | undefined;

/**
 * The rule for a password a member sets (sign-up, change, reset), the same in the browser and on
 * the server: the spec's 6 to 15 characters, a zxcvbn score of at least 2 with the common, English,
 * French and Spanish dictionaries, and none of the member's name or e-mail. The dictionaries are a
 * few hundred KB, so they are loaded on first use (a chunk of their own in the browser), once.
 */
export function loadNewPasswordRule(): Promise<NewPasswordRule> {
  loading ??= buildRule().catch((error: unknown) => {
    // A chunk that failed to download (offline) is tried again at the next use.
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The rule as a browser form uses it: loaded on the form's first use, and while the dictionaries
 * cannot be downloaded (offline), the length alone; the server then says the rest.
 */
export function loadFormPasswordRule(): Promise<NewPasswordRule> {
  return loadNewPasswordRule().catch(() => (password: string) => validatePassword(password));
}

async function buildRule(): Promise<NewPasswordRule> {
  const [{ ZxcvbnFactory }, common, en, fr, es] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-fr'),
    import('@zxcvbn-ts/language-es-es'),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary, ...es.dictionary },
  });
  return (password, owner) => {
    const invalid = validatePassword(password);
    if (invalid !== null) return invalid;
    const lower = password.toLowerCase();
    const contains = (words: string[]) => words.some((word) => lower.includes(word));
    if (contains(personalWords(owner.email.split('@')[0] ?? ''))) return MESSAGES.passwordHasEmail;
    if (contains(personalWords(owner.name))) return MESSAGES.passwordHasName;
    const personal = [owner.email, owner.name].filter(Boolean);
    return zxcvbn.check(password, personal).score < MIN_SCORE ? MESSAGES.weakPassword : null;
  };
}

/** The text itself and its words (split at spaces, dots, dashes...), lower case, long enough. */
function personalWords(text: string): string[] {
  const lower = text.trim().toLowerCase();
  return [lower, ...lower.split(/[^\p{L}\p{N}]+/u)].filter(
    (word) => word.length >= MIN_PERSONAL_LENGTH,
  );
}
