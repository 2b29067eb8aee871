import { dictionary } from '@zxcvbn-ts/language-common';
import { LIMITS, MESSAGES, validatePassword } from '@dating/shared/rules';

/** The most common passwords (zxcvbn's list, from leaked password sets) a member may choose. */
const COMMON_PASSWORDS = new Set(
  dictionary['passwords-common'].filter(
    (password) => password.length >= LIMITS.passwordMin && password.length <= LIMITS.passwordMax,
  ),
);

/** A password a member sets: the spec's rule (6 to 15 characters), and not a common one. */
export function validateNewPassword(password: string): string | null {
  const problem = validatePassword(password);
  if (problem !== null) return problem;
  return COMMON_PASSWORDS.has(password.toLowerCase()) ? MESSAGES.commonPassword : null;
}
