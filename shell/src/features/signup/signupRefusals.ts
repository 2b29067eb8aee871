import { isRefusal } from '@dating/web';
import { type MessageKey } from '@dating/contract';
import { messageKeyOf } from '@dating/contract/messages';
import type { SignupStep } from './signupSlice';

/** The detail fields of the form, each with its own message line. */
export type DetailsField = 'name' | 'email' | 'password' | 'dob';

/** The field each of the server's refusals of the details is about. */
const FIELD_BY_MESSAGE: Partial<Record<MessageKey, DetailsField>> = {
  nameRule: 'name',
  enterValidEmail: 'email',
  emailAlreadyExists: 'email',
  passwordRule: 'password',
  weakPassword: 'password',
  passwordHasEmail: 'password',
  passwordHasName: 'password',
  minimumAge: 'dob',
  invalidFormat: 'dob',
};

/** The step that can fix each refusal signupweb answers (server accountsService.signUp). */
const STEP_BY_MESSAGE: Partial<Record<MessageKey, SignupStep>> = {
  fillTheDetails: 'details',
  genderRule: 'details',
  emailNotVerified: 'verification',
  otpNotValid: 'verification',
  selectAnyOne: 'purpose',
  selectOneImage: 'photo',
  uploadNotFound: 'photo',
  selectInterest: 'interests',
};

export function fieldOfMessage(message: string): DetailsField | null {
  const key = messageKeyOf(message);
  return (key && FIELD_BY_MESSAGE[key]) ?? null;
}

/** Where a refusal sends the member, or null when no earlier step can fix it (busy, limits). */
export function stepToFix(message: string): SignupStep | null {
  if (fieldOfMessage(message)) return 'details';
  const key = messageKeyOf(message);
  return (key && STEP_BY_MESSAGE[key]) ?? null;
}

/** The server's refusal (4xx) of something an earlier step holds, or null for any other failure. */
export function fixableRefusal(error: unknown): string | null {
  return isRefusal(error) && error.message && stepToFix(error.message) ? error.message : null;
}
