import { Type, type Static } from 'typebox';
import { getWithQuery, post } from './call';
import { caller, flag, ok, text } from './wire';

/**
 * The admin content (spec sections 3 and 7): purposes, interests, settings, help pages and
 * landing links, each text in the language the call carries (English where it has none).
 */

/** Spec section 3, Admin data: a purpose ("people for"); its id is the same in every language. */
export const purpose = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: Type.String(),
});
export type Purpose = Static<typeof purpose>;

/** An interest as the call's language names it; checked when the caller has chosen it. */
export const interest = Type.Object({ name: Type.String(), checked: flag });
export type Interest = Static<typeof interest>;

/**
 * Facebook's app, or the local stand-in: a test identity the server signs itself, offered only
 * by a development server without Facebook keys (server README, Authentication).
 */
export const socialLoginConfig = Type.Union([
  Type.Object({ facebook_app_id: Type.String() }),
  Type.Object({ local_stand_in: Type.Literal(true) }),
]);
export type SocialLoginConfig = Static<typeof socialLoginConfig>;

/** Spec section 3, Admin data. */
export const adminData = Type.Object({
  peoplefor: Type.Array(purpose),
  interests: Type.Array(interest),
  admin_enable_ads: flag,
  max_age: Type.Integer(),
  max_distance: Type.Integer(),
  ios_url: Type.String(),
  android_url: Type.String(),
  /** The social provider the server can verify, or null: the browser then hides the button. */
  social_login: Type.Union([socialLoginConfig, Type.Null()]),
});
export type AdminData = Static<typeof adminData>;

/** GET admindatas: public; `?language=` names the language of its texts. */
export const adminDataQuery = Type.Object({ language: text });

export const adminDataReply = Type.Object({ status: ok, result: adminData });
export type AdminDataResponse = Static<typeof adminDataReply>;

/** POST admindatass: every interest, the caller's own checked. */
export const adminInterestsBody = Type.Object(caller);

export const adminInterestsReply = Type.Object({
  status: ok,
  result: Type.Object({ interests: Type.Array(interest) }),
});
export type AdminInterestsResponse = Static<typeof adminInterestsReply>;

/** A help page: `description` is HTML the server has sanitised. */
export const helpPage = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
});
export type HelpPage = Static<typeof helpPage>;

/** The landing page's social links. */
export const landingLinks = Type.Object({
  fb_link: Type.String(),
  google_link: Type.String(),
  twitter_link: Type.String(),
});
export type LandingLinks = Static<typeof landingLinks>;

/** POST webhelppages: public; user_id is optional. */
export const helpPagesBody = Type.Object(caller);

export const helpPagesReply = Type.Object({
  status: ok,
  helppages: Type.Array(helpPage),
  landingpage: Type.Array(landingLinks),
});
export type HelpPagesResponse = Static<typeof helpPagesReply>;

/** The admin content calls of spec section 7. */
export const contentCalls = {
  admindatas: getWithQuery(adminDataQuery, adminDataReply),
  admindatass: post(adminInterestsBody, adminInterestsReply),
  webhelppages: post(helpPagesBody, helpPagesReply),
};
