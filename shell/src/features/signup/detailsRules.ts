import {
  validateBirthDate,
  validateEmail,
  validateName,
  validatePassword,
  type NewPasswordRule,
} from '@dating/contract/validation';
import type { DetailsField } from './signupRefusals';
import type { SignupDetails } from './signupSlice';

export type DetailsProblems = Record<DetailsField, string | null>;

export const DETAILS_FIELDS: readonly DetailsField[] = ['name', 'email', 'password', 'dob'];

/** The shared password rule for these details, or only its length until it has loaded. */
export function passwordProblem(
  { name, email, password }: Pick<SignupDetails, 'name' | 'email' | 'password'>,
  passwordRule: NewPasswordRule | null,
): string | null {
  return passwordRule
    ? passwordRule(password, { email: email.trim(), name: name.trim() })
    : validatePassword(password);
}

/**
 * Each field's problem by the rules the server applies to signupweb (spec section 5, the shared
 * password rule). Until the password dictionaries have loaded, the password's length alone.
 */
export function detailsProblems(
  details: SignupDetails,
  passwordRule: NewPasswordRule | null,
): DetailsProblems {
  return {
    name: validateName(details.name),
    email: validateEmail(details.email),
    password: passwordProblem(details, passwordRule),
    dob: validateBirthDate(details.dob),
  };
}

/** Addresses compare as the server compares them: trimmed, case-insensitively. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
