import { Type, type Static } from 'typebox';
import { post, type CallContract } from './call';
import { caller, flag, ok, statusReply } from './wire';

/**
 * E-mail digests: a member offline with new matches or unread messages gets one mail a day at
 * most, each kind switched on or off in Settings, and a one-click unsubscribe link (RFC 8058).
 */

/** What a member is mailed about; both on by default. */
export const emailSettings = {
  /** New matches. */
  email_matches: flag,
  /** Unread messages. */
  email_messages: flag,
};

/** POST webemailsettings: the caller's switches. */
export const emailSettingsReply = Type.Object({ status: ok, ...emailSettings });
export type EmailSettingsResponse = Static<typeof emailSettingsReply>;

/** POST websetemailsettings: either switch or both; a missing one is left as it is. */
export const setEmailSettingsBody = Type.Object({
  ...caller,
  email_matches: Type.Optional(flag),
  email_messages: Type.Optional(flag),
});
export type SetEmailSettingsFields = Static<typeof setEmailSettingsBody>;

/**
 * The digest's unsubscribe link: the member and an HMAC of the server's secret over them. No
 * session: it works from the mail alone, and only with the server's own signature.
 */
export const unsubscribeQuery = Type.Object({
  member: Type.String({ maxLength: 20 }),
  signature: Type.String({ maxLength: 128 }),
});

/** An HTML page for a person (GET: asks to confirm; POST: unsubscribed). */
export const unsubscribePageReply = Type.String({ contentMediaType: 'text/html' });

/**
 * GET emailunsubscribe: the confirmation page, which changes nothing (mail scanners follow
 * links). POST emailunsubscribe (RFC 8058's `List-Unsubscribe=One-Click`, or the page's button)
 * turns every digest off. A link whose signature is not the server's is refused (400).
 */
export const emailUnsubscribeCall = {
  methods: ['GET', 'POST'],
  query: unsubscribeQuery,
  reply: unsubscribePageReply,
} as const satisfies CallContract;

export const emailDigestCalls = {
  webemailsettings: post(Type.Object(caller), emailSettingsReply),
  websetemailsettings: post(setEmailSettingsBody, statusReply),
  emailunsubscribe: emailUnsubscribeCall,
};
