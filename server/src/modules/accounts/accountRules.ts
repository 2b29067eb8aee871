import { MESSAGES, loadNewPasswordRule, type PasswordOwner } from '@dating/contract/rules';
import {
  parseFieldInput,
  REQUIRED_FIELDS,
  type ProfileField,
  type ProfileFieldValues,
  type RequiredProfileFieldName,
} from '@dating/contract/schemas';
import { ApiError } from '../../http/apiError';

/** Throws the rule's message as a 400 when the value broke it. */
export function enforce(problem: string | null): void {
  if (problem !== null) throw new ApiError(400, problem);
}

/**
 * Throws the shared new-password rule's message (length, strength, no name or e-mail in it) as a
 * 400: the browser's forms apply the same function.
 */
export async function enforceNewPassword(password: string, owner: PasswordOwner): Promise<void> {
  enforce((await loadNewPasswordRule())(password, owner));
}

/** Addresses are compared as mail servers do in practice: case-insensitively. */
export function normalizeEmail(email: string | undefined): string {
  return (email ?? '').trim().toLowerCase();
}

/**
 * The profile fields sign-up asks, each under its own name (spec section 5: the gender, female,
 * male or other, an empty one sent as female), checked by the field's definition.
 */
export function parseSignupFields(
  request: Partial<Record<RequiredProfileFieldName, string>>,
): Pick<ProfileFieldValues, RequiredProfileFieldName> {
  const values: Record<string, unknown> = {};
  for (const field of REQUIRED_FIELDS as readonly ProfileField[]) {
    const sent = request[field.name as RequiredProfileFieldName] ?? '';
    const parsed = parseFieldInput(field, field.kind === 'choice' ? sent.toLowerCase() : sent);
    if (parsed.problem) throw new ApiError(400, MESSAGES[field.refusal ?? 'invalidFormat']);
    values[field.name] = parsed.value;
  }
  return values as Pick<ProfileFieldValues, RequiredProfileFieldName>;
}

/** `check`: a JSON array of interest names, or a comma-separated list. */
export function parseInterestNames(value: string | undefined): string[] {
  const text = (value ?? '').trim();
  let names: unknown = text.split(',');
  if (text.startsWith('[')) {
    try {
      names = JSON.parse(text);
    } catch {
      throw new ApiError(400, MESSAGES.invalidFormat);
    }
  }
  if (!Array.isArray(names)) throw new ApiError(400, MESSAGES.invalidFormat);
  return names
    .filter((name): name is string => typeof name === 'string')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Interests by the admin's spelling; an unknown one (or none at all) is refused. */
export function chooseInterests(given: readonly string[], known: readonly string[]): string[] {
  const byLowerCase = new Map(known.map((name) => [name.toLowerCase(), name]));
  const chosen = new Set<string>();
  for (const name of given) {
    const interest = byLowerCase.get(name.toLowerCase());
    if (interest === undefined) throw new ApiError(400, MESSAGES.selectInterest);
    chosen.add(interest);
  }
  if (chosen.size === 0) throw new ApiError(400, MESSAGES.selectInterest);
  return [...chosen];
}
