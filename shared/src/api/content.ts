import type { ApiOk, Flag } from '../contract/wire';

/** Admin data (spec section 3), answered by GET admindatas. */
export interface Purpose {
  id: number;
  name: string;
  icon: string;
}

export interface Interest {
  name: string;
  checked: Flag;
}

export interface AdminData {
  peoplefor: Purpose[];
  interests: Interest[];
  admin_enable_ads: Flag;
  max_age: number;
  max_distance: number;
  ios_url: string;
  android_url: string;
  /** The social provider the server can verify, or null: the browser then hides the button. */
  social_login: SocialLoginConfig | null;
}

/**
 * Facebook's app, or the local stand-in: a test identity the server signs itself, offered only
 * by a development server without Facebook keys (server README, Authentication).
 */
export type SocialLoginConfig = { facebook_app_id: string } | { local_stand_in: true };

export interface AdminDataResponse extends ApiOk {
  result: AdminData;
}

export interface AdminInterestsResponse extends ApiOk {
  result: { interests: Interest[] };
}

export interface HelpPage {
  id: number;
  title: string;
  description: string;
}

export interface LandingLinks {
  fb_link: string;
  google_link: string;
  twitter_link: string;
}

export interface HelpPagesResponse extends ApiOk {
  helppages: HelpPage[];
  landingpage: LandingLinks[];
}

/** Where the shell finds each remote at run time (served by GET /api/remotes). */
export interface RemoteEntry {
  name: string;
  entry: string;
}

export interface RemotesResponse extends ApiOk {
  remotes: RemoteEntry[];
}
