import { Type, type Static } from 'typebox';
import { post } from './call';
import { SNOOZE_CHOICES } from './privacyChoices';
import { caller, flag, ok } from './wire';

/**
 * Snooze and incognito (the product's own calls). A snoozed member is out of every discovery list
 * of other members until the snooze ends, keeping their matches and chats; an incognito member
 * (premium) is shown only to those they liked and to their matches. Both are enforced by the
 * server's lists, whatever a client shows.
 */
export const privacyState = Type.Object({
  /** 'true' while the member is snoozed. */
  snoozed: flag,
  /** When the snooze ends by itself (ISO 8601); '' when not snoozed or until turned off. */
  snoozed_until: Type.String(),
  /** The incognito setting; it hides the member only while they are premium. */
  incognito: flag,
});
export type PrivacyState = Static<typeof privacyState>;

/** POST websetsnooze: snooze for a while or until turned off, or 'off' to be seen again. */
export const setSnoozeBody = Type.Object({
  ...caller,
  snooze: Type.Enum([...SNOOZE_CHOICES, 'off']),
});
export type SetSnoozeFields = Static<typeof setSnoozeBody>;

/** POST websetincognito: premium members only may turn it on; anyone may turn it off. */
export const setIncognitoBody = Type.Object({ ...caller, incognito: flag });
export type SetIncognitoFields = Static<typeof setIncognitoBody>;

/** The member's snooze and incognito after the change, as webprofile also answers them. */
export const privacyReply = Type.Object({ status: ok, result: privacyState });
export type PrivacyResponse = Static<typeof privacyReply>;

export const privacyCalls = {
  websetsnooze: post(setSnoozeBody, privacyReply),
  websetincognito: post(setIncognitoBody, privacyReply),
};
