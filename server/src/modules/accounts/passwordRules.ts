import { dictionary } from '@zxcvbn-ts/language-common';
import { LIMITS, validatePassword } from '@dating/shared/rules';
import { ACCOUNT_MESSAGES } from './accountMessages';

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
  return COMMON_PASSWORDS.has(password.toLowerCase()) ? ACCOUNT_MESSAGES.commonPassword : null;
}
