import type { SocialLoginConfig } from '@dating/contract/schemas';

/** A member's identity as a social provider vouches for it. */
export interface SocialIdentity {
  /** The provider's user id (the spec's fbid). */
  id: string;
  /** The address the provider verified, when the member shared it. */
  email: string | null;
}

/**
 * A social sign-in provider. Nobody is signed in on an id alone: the provider checks that the
 * access token is valid, was issued to our app, and says whose it is.
 */
export interface IdentityProvider {
  /** What the browser needs to start the provider's login (admindatas.social_login). */
  readonly browserConfig: SocialLoginConfig;
  /** The identity behind an access token, or null when the token is not valid for our app. */
  verify(accessToken: string): Promise<SocialIdentity | null>;
  /**
   * The bytes of a profile picture the provider serves (a sign-up's fbpic); refuses any address
   * outside the provider's own hosts, so the server cannot be made to fetch anything else.
   */
  fetchPicture(url: string): Promise<Buffer>;
}
