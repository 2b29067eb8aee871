import { Type, type Static } from 'typebox';
import { getWithQuery, post } from './call';
import { chatHeaderFields, chatHeaderReply } from './chat';
import { activeWithin, filterCriterion } from './discovery';
import { privacyState } from './privacy';
import { profileSettings } from './profile';
import { ownProfileFieldProperties, signupFieldInputs } from './profileFieldSchemas';
import { promptAnswer } from './prompts';
import { caller, flag, ok, statusReply, text } from './wire';

/**
 * The account and session calls (spec section 7, Account and session; webprofile and
 * webgetcounts of Profile and settings). Request fields are optional strings, so a missing or
 * malformed field gets the spec's own message from the service ('Please fill the details', ...)
 * rather than a schema error; answers list exactly what goes out (never a hash or another's
 * e-mail).
 */

/** A call naming no one but the caller: weblogout, webdeleteaccount, webgetcounts... */
export const memberCallBody = Type.Object(caller);

/** A success with the spec's message to show. */
export const messageReply = Type.Object({ status: ok, message: Type.String() });

/** POST webcheckemail (also the Resend of the code step), POST webforgot. */
export const emailBody = Type.Object({ email: text, language: text });

/** The e-mail is free; 'enabled': a code was mailed, 'disabled': none is needed. */
export const checkEmailReply = Type.Object({
  status: ok,
  message: Type.String(),
  email_verified: Type.Union([Type.Literal('enabled'), Type.Literal('disabled')]),
});
export type CheckEmailResponse = Static<typeof checkEmailReply>;

/** POST verifyotp: the code mailed by webcheckemail. */
export const verifyCodeBody = Type.Object({ email: text, otp: text, language: text });

/** POST signupweb (spec section 3, Signup payload). */
export const signupBody = Type.Object({
  /** Interest names: a JSON array, or a comma-separated list (architecture 3a). */
  check: text,
  name: text,
  email: text,
  password: text,
  /** 'YYYY-MM-DD'. */
  dob: text,
  /** Ignored: the age is computed from dob. */
  age: text,
  /** The profile's fields asked at sign-up (profileFields.ts: the required ones). */
  ...signupFieldInputs,
  /** The storage name uploadimageweb answered. */
  image_name: text,
  /** The address uploadimageweb answered (the browser keeps it to show the photo). */
  image_url: text,
  /** A social sign-up's picture address, used when no photo was uploaded. */
  fbpic: text,
  /** The purpose id ('I am here to'). */
  peopleforid: text,
  lat: text,
  lon: text,
  /** The place: the last three comma-separated parts of the chosen suggestion. */
  location: text,
  language: text,
  /**
   * A social sign-up: the provider's id and access token. When the provider verified this very
   * e-mail, no password nor mailed code is needed.
   */
  fbid: text,
  access_token: text,
});
export type SignupPayload = Static<typeof signupBody>;

/** POST webemaillogin: e-mail and password, or a social provider's fbid and access token. */
export const signInBody = Type.Object({
  email: text,
  password: text,
  /** With access_token: a social sign-in. */
  fbid: text,
  access_token: text,
  fcmtoken: text,
  language: text,
  /** 'true' confirms signing a deactivated account back in (the server answers 409 without). */
  reactivate: text,
});

/** Spec sections 3 and 7, Login result: who signed in, and their token. */
export const signInReply = Type.Object({
  status: ok,
  message: Type.String(),
  peoples: Type.Object({ user_id: Type.Integer(), token: Type.String() }),
});
export type LoginResponse = Static<typeof signInReply>;

/** POST check_fb_user: whether the social identity is a member already. */
export const socialCheckBody = Type.Object({
  email: text,
  fbid: Type.String({ minLength: 1 }),
  access_token: text,
  language: text,
});

/** data 0: a member already (sign them in); 1: new (on to the sign-up). */
export const socialCheckReply = Type.Object({
  status: ok,
  data: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
export type SocialCheckResponse = Static<typeof socialCheckReply>;

/** POST webresetpassword: the code webforgot mailed, and the new password. */
export const resetPasswordBody = Type.Object({
  email: text,
  otp: text,
  password: text,
  language: text,
});

/** POST webonlinestatus. */
export const onlineStatusBody = Type.Object({
  ...caller,
  /** 1 online, 0 offline, as a number or its text (validation makes it a number). */
  status: Type.Union([
    Type.Integer({ minimum: 0, maximum: 1 }),
    Type.String({ pattern: '^[01]$' }),
  ]),
});

/** POST webchangepassword: keeps the calling session, ends the others. */
export const changePasswordBody = Type.Object({
  ...caller,
  old_password: text,
  new_password: text,
});

/** POST webremoveaccount: deletes the account for good, once its password is given. */
export const removeAccountBody = Type.Object({ ...caller, password: text });

/** Spec section 3, Notification counts. */
export const notificationCounts = Type.Object({
  message: Type.Integer(),
  visitors: Type.Integer(),
  superlike_request: Type.Integer(),
  like_request: Type.Integer(),
});
export type NotificationCounts = Static<typeof notificationCounts>;

/** POST webgetcounts. */
export const countsReply = Type.Object({ status: ok, result: notificationCounts });
export type CountsResponse = Static<typeof countsReply>;

/** Spec section 3, Profile: the signed-in member's own profile. */
export const profile = Type.Object({
  user_id: Type.Integer(),
  user_name: Type.String(),
  email: Type.String(),
  age: Type.Integer(),
  /** The profile's fields (profileFields.ts), with their privacy and filter values. */
  ...ownProfileFieldProperties,
  location: Type.String(),
  lat: Type.Union([Type.Number(), Type.Null()]),
  lon: Type.Union([Type.Number(), Type.Null()]),
  /** Main photo URL. */
  images: Type.String(),
  /** Every photo URL, the main one first. */
  imagess: Type.Array(Type.String()),
  /** The ids of those photos, in the same order (websetphotoorder names them). */
  photo_ids: Type.Optional(Type.Array(Type.Integer())),
  /** Interest names. */
  interest: Type.Array(Type.String()),
  /** Named by spec section 3 without a meaning: always '' (server README, "Decisions"). */
  interest1: Type.String(),
  /** As interest1: always ''. */
  ex1: Type.String(),
  /** As interest1: always ''. */
  ex_web: Type.String(),
  premium_member: flag,
  /**
   * Epoch seconds of the account's creation: no upsell on the first session day (always sent;
   * optional for clients that predate it).
   */
  member_since: Type.Optional(Type.Integer()),
  /** 'YYYY-MM-DD', empty when never premium. */
  membership_valid_web: Type.String(),
  /** '1': a Nope asks 'Remove related matches ?' (spec section 4); websetprofile swipe '0' clears it. */
  swipe: Type.Union([Type.Literal('0'), Type.Literal('1')]),
  /** 1 active, 0 disabled or removed. */
  userstatus: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** 'min-max'. */
  filter_age: Type.String(),
  filter_gender: Type.Union([Type.Literal('men'), Type.Literal('women'), Type.Literal('everyone')]),
  /** Purpose ids. */
  filter_peoplefor: Type.Array(Type.Integer()),
  filter_distance: Type.Integer(),
  /** The filter's "Active within" (always sent; optional for clients that predate it). */
  filter_active_within: Type.Optional(activeWithin),
  /** The filter's "Verified members only" (always sent; optional for clients that predate it). */
  filter_verified_only: Type.Optional(flag),
  /** The filter's "Has answered questions" (always sent; optional for older clients). */
  filter_answered_only: Type.Optional(flag),
  /**
   * The filters (FILTER_CRITERIA) the member left preferences, ranking people lower instead of
   * hiding them; the others are dealbreakers (always sent; optional for older clients).
   */
  filter_preferences: Type.Optional(Type.Array(filterCriterion)),
  /** Purpose ids ('I am here to'). */
  people_for: Type.Array(Type.Integer()),
  superlike_count: Type.Integer(),
  boost_count: Type.Integer(),
  ...profileSettings.properties,
  /** 'true' for a moderator or an admin (the console's link and route); absent for everyone else. */
  moderator: Type.Optional(flag),
  /** 'true' when verified by a selfie (always sent; optional until the apps' fixtures carry it). */
  verified: Type.Optional(flag),
  /** The member's prompt answers, in their order (the product's own field). */
  prompts: Type.Optional(Type.Array(promptAnswer)),
  /** Snooze and incognito (always sent; optional for clients that predate them). */
  ...Type.Partial(privacyState).properties,
});
export type Profile = Static<typeof profile>;

export const profileReply = Type.Object({ status: ok, result: profile });
export type ProfileResponse = Static<typeof profileReply>;

/**
 * POST webprofile: the caller's own profile, or with chat_userid or chat_id (the chat variant)
 * the other member's chat header.
 */
export const profileBody = Type.Object({ ...caller, ...chatHeaderFields });

/** POST dev/social-sign-in (the local stand-in only, this machine only): a test identity. */
export const standInSignInBody = Type.Object({ email: Type.String() });

/** The test identity's fbid and access token, as Facebook's login would give them. */
export const standInTokenReply = Type.Object({
  status: ok,
  fbid: Type.String(),
  access_token: Type.String(),
});
export type StandInTokenResponse = Static<typeof standInTokenReply>;

/** GET dev/mail?to=<email>: the development outbox (outside production, this machine only). */
export const devMailQuery = Type.Object({ to: Type.String({ minLength: 1 }) });

/** One mail of the development outbox. */
export const outboxMail = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  /** Headers beyond the usual (a digest's List-Unsubscribe). */
  headers: Type.Optional(Type.Record(Type.String(), Type.String())),
  /** ISO 8601. */
  time: Type.String(),
});
export type OutboxMail = Static<typeof outboxMail>;

/** The mails sent to one address, newest last. */
export const devMailReply = Type.Object({ status: ok, mails: Type.Array(outboxMail) });
export type DevMailResponse = Static<typeof devMailReply>;

/** The account and session calls of spec section 7, and the development stand-ins. */
export const accountCalls = {
  webcheckemail: post(emailBody, checkEmailReply),
  verifyotp: post(verifyCodeBody, messageReply),
  signupweb: post(signupBody, messageReply),
  webemaillogin: post(signInBody, signInReply),
  check_fb_user: post(socialCheckBody, socialCheckReply),
  webforgot: post(emailBody, messageReply),
  webresetpassword: post(resetPasswordBody, messageReply),
  webprofile: post(profileBody, Type.Union([profileReply, chatHeaderReply])),
  webonlinestatus: post(onlineStatusBody, statusReply),
  webgetcounts: post(memberCallBody, countsReply),
  weblogout: post(memberCallBody, statusReply),
  webchangepassword: post(changePasswordBody, messageReply),
  webdeleteaccount: post(memberCallBody, statusReply),
  webremoveaccount: post(removeAccountBody, statusReply),
  /** Refused to every member: deleting another member is the admin CLI's. */
  anyDeleteuser: post(memberCallBody, statusReply),
  'dev/social-sign-in': post(standInSignInBody, standInTokenReply),
  'dev/mail': getWithQuery(devMailQuery, devMailReply),
};
