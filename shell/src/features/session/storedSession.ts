import { LIMITS } from '@dating/shared';
import { readCookie, writeCookie } from '../../app/cookies';

/** Client-side session data of spec section 3. */
const MEMBER_ID_KEY = 'session_userid';
const TOKEN_KEY = 'session_token';
const MEMBER_NAME_KEY = 'current_username';
/** Session storage: set for the life of the tab once a member signs in here. */
const LOGGED_IN_KEY = 'logged_in';
const ONBOARDED_COOKIE = 'onboarded';
const ONBOARDED_MAX_AGE_SECONDS = LIMITS.onboardedCookieHours * 60 * 60;

export interface StoredSession {
  memberId: number;
  token: string;
}

/** The onboarded cookie says a member signed in on this browser in the last 12 hours. */
export function isOnboarded(): boolean {
  return readCookie(ONBOARDED_COOKIE) === 'true';
}

/** The signed-in member, or null: spec section 4 needs the stored id and token and the cookie. */
export function readStoredSession(): StoredSession | null {
  const memberId = Number(window.localStorage.getItem(MEMBER_ID_KEY));
  const token = window.localStorage.getItem(TOKEN_KEY);
  if (!isOnboarded() || !Number.isInteger(memberId) || memberId <= 0 || !token) return null;
  return { memberId, token };
}

/** What a sign-in leaves in the browser (spec sections 3 and 4). */
export function storeSession({ memberId, token }: StoredSession): void {
  window.localStorage.setItem(MEMBER_ID_KEY, String(memberId));
  window.localStorage.setItem(TOKEN_KEY, token);
  window.sessionStorage.setItem(LOGGED_IN_KEY, 'true');
  writeCookie(ONBOARDED_COOKIE, 'true', ONBOARDED_MAX_AGE_SECONDS);
}

export function storeMemberName(name: string): void {
  window.localStorage.setItem(MEMBER_NAME_KEY, name);
}

/** What logout, deactivation and an expired token all do (spec section 4). */
export function clearStoredSession(): void {
  window.localStorage.removeItem(MEMBER_ID_KEY);
  window.localStorage.removeItem(TOKEN_KEY);
  window.localStorage.removeItem(MEMBER_NAME_KEY);
  window.sessionStorage.removeItem(LOGGED_IN_KEY);
  writeCookie(ONBOARDED_COOKIE, 'false', ONBOARDED_MAX_AGE_SECONDS);
}
