import type { ApiOk, Flag } from '../contract/wire';

/** POST webemaillogin (spec sections 3 and 7, Login result): who signed in, and their token. */
export interface LoginResponse extends ApiOk {
  peoples: { user_id: number; token: string };
}

/** POST check_fb_user: data 0 for an existing member, 1 for a new one. */
export interface SocialCheckResponse extends ApiOk {
  data: 0 | 1;
}

/** POST dev/social-sign-in (the local stand-in only): a test identity's fbid and access token. */
export interface StandInTokenResponse extends ApiOk {
  fbid: string;
  access_token: string;
}

/** POST webcheckemail: the e-mail is free; 'disabled' means no code is needed. */
export interface CheckEmailResponse extends ApiOk {
  email_verified: 'enabled' | 'disabled';
}

/** GET places: regions and cities from the offline gazetteer. */
export interface PlaceSuggestion {
  /** 'City, Region, Country': the spec sends its last three comma-separated parts. */
  description: string;
  lat: number;
  lon: number;
}

export interface PlacesResponse extends ApiOk {
  places: PlaceSuggestion[];
}

/** POST webgetcounts (spec section 3, Notification counts). */
export interface NotificationCounts {
  message: number;
  visitors: number;
  superlike_request: number;
  like_request: number;
}

export interface CountsResponse extends ApiOk {
  result: NotificationCounts;
}

/** Settings flags of the profile (spec section 3), all 'true'/'false' strings. */
export interface ProfileSettings {
  show_age: Flag;
  show_location: Flag;
  invisible: Flag;
  hide_ads: Flag;
  message_notification: Flag;
  like_notification: Flag;
  feed_image: Flag;
  feed_location: Flag;
  feed_job: Flag;
  feed_bio: Flag;
  feed_company: Flag;
  feed_school: Flag;
}

/** POST webprofile: the signed-in member's own profile (spec section 3, Profile). */
export interface Profile extends ProfileSettings {
  user_id: number;
  user_name: string;
  email: string;
  age: number;
  gender: 'female' | 'male' | 'other';
  bio: string;
  job: string;
  company: string;
  school: string;
  location: string;
  lat: number | null;
  lon: number | null;
  /** Main photo URL. */
  images: string;
  /** Every photo URL, the main one first. */
  imagess: string[];
  /** JSON array of interest names. */
  interest: string[];
  /** Named by spec section 3 without a meaning: always '' (server README, "Decisions"). */
  interest1: string;
  /** As interest1: always ''. */
  ex1: string;
  /** As interest1: always ''. */
  ex_web: string;
  premium_member: Flag;
  /** 'YYYY-MM-DD', empty when never premium. */
  membership_valid_web: string;
  swipe: '0' | '1';
  /** 1 active, 0 disabled or removed. */
  userstatus: 0 | 1;
  filter_age: string;
  filter_gender: 'men' | 'women' | 'everyone';
  filter_peoplefor: number[];
  filter_distance: number;
  people_for: number[];
  superlike_count: number;
  boost_count: number;
}

export interface ProfileResponse extends ApiOk {
  result: Profile;
}

/** POST signupweb (spec section 3, Signup payload). `age` is computed on the server. */
export interface SignupPayload {
  check: string;
  name: string;
  email: string;
  password: string;
  dob: string;
  gender: string;
  image_name?: string;
  image_url?: string;
  fbpic?: string;
  peopleforid: string;
  lat: string;
  lon: string;
  location: string;
  language: string;
}

/** One mail of the development outbox (GET /api/dev/mail?to=<email>). */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** ISO 8601. */
  time: string;
}

/** GET /api/dev/mail: the mails sent to one address, newest last. */
export interface DevMailResponse extends ApiOk {
  mails: OutboxMail[];
}
