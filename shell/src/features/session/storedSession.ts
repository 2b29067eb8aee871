import { LIMITS, type Profile, type ProfileResponse } from '@dating/contract';
import { localStore, peekEarlyAnswer, sessionStore } from '@dating/web';
import { readCookie, writeCookie } from '../../app/cookies';
import { readStoredLanguage } from '../locale/storedLanguage';

/** Client-side session data of spec section 3: local and session storage, and this cookie. */
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
  const memberId = Number(localStore.read('session_userid'));
  const token = localStore.read('session_token');
  if (!isOnboarded() || !Number.isInteger(memberId) || memberId <= 0 || !token) return null;
  return { memberId, token };
}

/** What a sign-in leaves in the browser (spec sections 3 and 4). */
export function storeSession({ memberId, token }: StoredSession): void {
  localStore.write('session_userid', String(memberId));
  localStore.write('session_token', token);
  sessionStore.write('logged_in', 'true');
  writeCookie(ONBOARDED_COOKIE, 'true', ONBOARDED_MAX_AGE_SECONDS);
}

export function storeMemberName(name: string): void {
  localStore.write('current_username', name);
}

/** Keeps the member's own profile for the first render of their next visit. */
export function storeLastProfile(profile: Profile): void {
  localStore.write('last_profile', JSON.stringify(profile));
}

/**
 * The member's profile as last answered on this browser, or null (another member's is ignored):
 * index.html's early webprofile answer once it has arrived (the page's own call adopts it next),
 * otherwise the one kept from an earlier visit.
 */
export function readLastProfile(memberId: number): Profile | null {
  const early = peekStoredSessionAnswer('webprofile', memberId) as
    Partial<ProfileResponse> | undefined;
  if (early?.result?.user_id === memberId) return early.result;
  try {
    const stored = JSON.parse(localStore.read('last_profile') ?? 'null') as Profile | null;
    return stored?.user_id === memberId ? stored : null;
  } catch {
    return null;
  }
}

/** index.html's early answer to `call` for the stored session, left for the page's call to adopt. */
export function peekStoredSessionAnswer(call: string, memberId: number): unknown {
  return peekEarlyAnswer(call, {
    memberId,
    token: localStore.read('session_token') ?? '',
    language: readStoredLanguage(),
  });
}

/** What logout, deactivation and an expired token all do (spec section 4). */
export function clearStoredSession(): void {
  localStore.remove('session_userid');
  localStore.remove('session_token');
  localStore.remove('current_username');
  localStore.remove('last_profile');
  sessionStore.remove('logged_in');
  writeCookie(ONBOARDED_COOKIE, 'false', ONBOARDED_MAX_AGE_SECONDS);
}
