import { Type } from 'typebox';

/**
 * The account calls' schemas. Request fields are optional strings, so a missing or malformed
 * field gets the spec's own message from the service ('Please fill the details', ...) rather
 * than a schema error; answers list exactly what goes out (never a hash or another's e-mail).
 */

const ok = Type.Literal('true');
const flag = Type.Union([Type.Literal('true'), Type.Literal('false')]);
const text = Type.Optional(Type.String());

export const memberCallBody = Type.Object({ user_id: text, language: text });

export const statusReply = Type.Object({ status: ok });
export const messageReply = Type.Object({ status: ok, message: Type.String() });

export const emailBody = Type.Object({ email: text, language: text });

export const checkEmailReply = Type.Object({
  status: ok,
  message: Type.String(),
  email_verified: Type.Union([Type.Literal('enabled'), Type.Literal('disabled')]),
});

export const verifyCodeBody = Type.Object({ email: text, otp: text, language: text });

export const signupBody = Type.Object({
  check: text,
  name: text,
  email: text,
  password: text,
  dob: text,
  /** Ignored: the age is computed from dob. */
  age: text,
  gender: text,
  image_name: text,
  image_url: text,
  fbpic: text,
  peopleforid: text,
  lat: text,
  lon: text,
  location: text,
  language: text,
});

export const signInBody = Type.Object({
  email: text,
  password: text,
  /** With access_token: a social sign-in. */
  fbid: text,
  access_token: text,
  fcmtoken: text,
  language: text,
  /** 'true' confirms signing a deactivated account back in. */
  reactivate: text,
});

export const signInReply = Type.Object({
  status: ok,
  message: Type.String(),
  peoples: Type.Object({ user_id: Type.Integer(), token: Type.String() }),
});

export const socialCheckBody = Type.Object({
  email: text,
  fbid: Type.String({ minLength: 1 }),
  access_token: text,
  language: text,
});

export const socialCheckReply = Type.Object({
  status: ok,
  data: Type.Union([Type.Literal(0), Type.Literal(1)]),
});

export const resetPasswordBody = Type.Object({
  email: text,
  otp: text,
  password: text,
  language: text,
});

export const onlineStatusBody = Type.Object({
  user_id: text,
  /** 1 online, 0 offline (a string, so a form's '1' and a JSON 1 both fit). */
  status: Type.String({ pattern: '^[01]$' }),
  language: text,
});

export const changePasswordBody = Type.Object({
  user_id: text,
  old_password: text,
  new_password: text,
  language: text,
});

export const removeAccountBody = Type.Object({ user_id: text, password: text, language: text });

export const countsReply = Type.Object({
  status: ok,
  result: Type.Object({
    message: Type.Integer(),
    visitors: Type.Integer(),
    superlike_request: Type.Integer(),
    like_request: Type.Integer(),
  }),
});

export const profileReply = Type.Object({
  status: ok,
  result: Type.Object({
    user_id: Type.Integer(),
    user_name: Type.String(),
    email: Type.String(),
    age: Type.Integer(),
    gender: Type.Union([Type.Literal('female'), Type.Literal('male'), Type.Literal('other')]),
    bio: Type.String(),
    job: Type.String(),
    company: Type.String(),
    school: Type.String(),
    location: Type.String(),
    lat: Type.Union([Type.Number(), Type.Null()]),
    lon: Type.Union([Type.Number(), Type.Null()]),
    images: Type.String(),
    imagess: Type.Array(Type.String()),
    interest: Type.Array(Type.String()),
    interest1: Type.String(),
    ex1: Type.String(),
    ex_web: Type.String(),
    premium_member: flag,
    membership_valid_web: Type.String(),
    swipe: Type.Union([Type.Literal('0'), Type.Literal('1')]),
    userstatus: Type.Union([Type.Literal(0), Type.Literal(1)]),
    filter_age: Type.String(),
    filter_gender: Type.Union([
      Type.Literal('men'),
      Type.Literal('women'),
      Type.Literal('everyone'),
    ]),
    filter_peoplefor: Type.Array(Type.Integer()),
    filter_distance: Type.Integer(),
    people_for: Type.Array(Type.Integer()),
    superlike_count: Type.Integer(),
    boost_count: Type.Integer(),
    show_age: flag,
    show_location: flag,
    invisible: flag,
    hide_ads: flag,
    message_notification: flag,
    like_notification: flag,
    feed_image: flag,
    feed_location: flag,
    feed_job: flag,
    feed_bio: flag,
    feed_company: flag,
    feed_school: flag,
  }),
});
