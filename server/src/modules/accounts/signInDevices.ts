import { DAY_MS } from '../../limits/rateLimiter';
import { hashToken, newToken } from './sessions';
import type { SignInDevicesRepository } from './signInDevicesRepository';

/** The cookie's name and path: sent with the API's calls only. */
const DEVICE_COOKIE = 'device';
const DEVICE_COOKIE_PATH = '/api';
/** A browser unused this long for an account is a stranger to it again. */
const DEVICE_LIFETIME_MS = 180 * DAY_MS;
/** Wrong passwords a known browser may send before it is no longer trusted. */
const DEVICE_FAILURES_MAX = 10;
/** A token as newToken() makes it; anything else in the cookie is ignored unread. */
const TOKEN_PATTERN = /^[\w-]{43}$/;

/** The device token of a Cookie header, if it holds a well-formed one. */
export function deviceTokenOf(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=', 2);
    if (name === DEVICE_COOKIE && value !== undefined && TOKEN_PATTERN.test(value)) return value;
  }
  return undefined;
}

/** The Set-Cookie value that keeps the token in the browser for the device's lifetime. */
export function deviceCookie(token: string, secure: boolean): string {
  const attributes = [
    `${DEVICE_COOKIE}=${token}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${DEVICE_LIFETIME_MS / 1000}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/**
 * OWASP's device cookies: a browser a member signed in from gets a random token, trusted for
 * that member only (one browser may be trusted for several). Guesses from unknown browsers are
 * limited per account, so an attacker cannot lock the owner's known browser out; a known
 * browser's own wrong passwords are counted against it, and past the limit it is a stranger.
 */
export class SignInDevices {
  constructor(
    private readonly repository: SignInDevicesRepository,
    private readonly now: () => Date,
  ) {}

  async isTrusted(token: string | undefined, memberId: number): Promise<boolean> {
    if (token === undefined) return false;
    return this.repository.isTrusted(
      hashToken(token),
      memberId,
      new Date(this.now().getTime() - DEVICE_LIFETIME_MS),
      DEVICE_FAILURES_MAX,
    );
  }

  countFailure(token: string, memberId: number): Promise<void> {
    return this.repository.countFailure(hashToken(token), memberId);
  }

  /** After a right password from a trusted browser: its failures forgotten, its time renewed. */
  renew(token: string, memberId: number): Promise<void> {
    return this.repository.remember(hashToken(token), memberId, this.now());
  }

  /**
   * After a right password from a browser the member's account did not know: the browser's
   * token, now trusted for the member. A token the server never issued is replaced, so nobody
   * can plant a token they know in someone's browser.
   */
  async remember(token: string | undefined, memberId: number): Promise<string> {
    const now = this.now();
    const kept =
      token !== undefined && (await this.repository.isIssued(hashToken(token)))
        ? token
        : newToken();
    await this.repository.remember(hashToken(kept), memberId, now);
    await this.repository.forgetUnusedOf(memberId, new Date(now.getTime() - DEVICE_LIFETIME_MS));
    return kept;
  }
}
