import type { Session } from '../session/session';

/**
 * Calls started by the shell's `index.html` before any bundle has loaded: on an /app address of
 * a signed-in member, the calls the page needs (the profile, the counts, on PeopleNear the people
 * near) go out beside the scripts instead of after them, and the first matching call of the page
 * adopts the answer (`callApi`). The inline script writes this shape; it is the only writer.
 */
export interface EarlyCalls {
  memberId: string;
  token: string;
  language: string;
  /** When the calls were started (performance.now()). */
  startedAt: number;
  /** By call name; each answer is adopted once, then removed. */
  calls: Partial<Record<string, Promise<Response>>>;
  /**
   * By call name, a successful answer's parsed body once it has arrived; removed with its call.
   * Absent from a page an earlier build served (an installed app's cached `index.html`).
   */
  bodies?: Partial<Record<string, unknown>>;
  /**
   * On PeopleNear, settles once the top card painted from the early answer has its photo loaded
   * (or failed), or once it is known that nothing is painted: the shell starts the app after it
   * (at most FIRST_CARD_WAIT_MS), so the photo is not held behind the app's start.
   */
  firstCardShown?: Promise<void>;
  /**
   * On PeopleNear, settles when the shell's own scripts may be fetched (the build's startup
   * loader, @dating/build's PreloadStartupPlugin, waits for it): once the top card's photo is
   * shown and a frame has drawn it, or SCRIPTS_HELD_AT_MOST_MS after the calls started. The app
   * starts after the photo anyway; fetched beside it, their 200 KB took the photo's connections
   * and bandwidth on a phone.
   */
  scriptsHeld?: Promise<void>;
}

/** The longest PeopleNear holds the shell's scripts back for its painted card's photo. */
export const SCRIPTS_HELD_AT_MOST_MS = 1000;

/**
 * GET remotes asked by the early-call script for a signed-in member before any bundle has run,
 * with their token and this tab's QA overrides (earlyCallScript.ts is its only writer). The
 * shell's remotes loader adopts it when it was asked for the same member and overrides.
 */
export interface EarlyRemotesCall {
  token: string;
  /** GET remotes' `override` value sent, '' for none. */
  override: string;
  answer: Promise<Response>;
}

declare global {
  interface Window {
    datingEarlyCalls?: EarlyCalls;
    datingEarlyRemotes?: EarlyRemotesCall;
  }
}

/**
 * The id of PeopleNear's top card that the early-call script paints from the early people near
 * (paintFirstCard.ts), which the shell removes once the app shows the page itself.
 */
export const PAINTED_CARD_ID = 'painted-card';

/** An answer older than this is not adopted: the page's first calls come well within it. */
const FRESH_MS = 15_000;

type EarlySession = Pick<Session, 'memberId' | 'token' | 'language'>;

function earlyCalls(): EarlyCalls | undefined {
  return typeof window === 'undefined' ? undefined : window.datingEarlyCalls;
}

/** Whether the early calls are recent and were made for this session and language. */
function madeFor(early: EarlyCalls, session: EarlySession): boolean {
  return (
    performance.now() - early.startedAt < FRESH_MS &&
    early.memberId === String(session.memberId) &&
    early.token === session.token &&
    early.language === session.language
  );
}

/**
 * The fields a page's call may carry and still ask what the early call asked: the member, the
 * language and the deck's own (EARLY_CALLS). Any other field asks another question of the same
 * call (webprofile's chat_userid: the chat's header, not the own profile).
 */
const EARLY_QUESTION_FIELDS = new Set([
  'user_id',
  'language',
  'timestamp',
  'limit',
  'verified_only',
  'widen',
]);

/** An early call's answer as a page's call adopts it. */
export interface AdoptedEarlyCall {
  response: Promise<Response>;
  /**
   * Its parsed body when it has arrived (a successful answer's): the very object the page's
   * first render showed (`peekEarlyAnswer`), so the call answers no copy for readers to render
   * again for.
   */
  body: unknown;
}

/**
 * The answer of an early call for this page's first `call` of `session`'s member, once; nothing
 * when none was started, it was already adopted, it was made for another session or language,
 * or `body` asks another question of the call. The inline script sends what the apps send for
 * these calls (the member, the language, and for the people near the server's default limit),
 * so the answer is the one the app asked for.
 */
export function takeEarlyCall(
  call: string,
  session: EarlySession | null,
  body: Readonly<Record<string, unknown>> = {},
): AdoptedEarlyCall | undefined {
  const early = earlyCalls();
  const answer = early?.calls[call];
  if (!early || !answer || !session) return undefined;
  const asked = Object.keys(body).filter((name) => body[name] !== undefined);
  if (asked.some((name) => !EARLY_QUESTION_FIELDS.has(name))) return undefined;
  const parsed = early.bodies?.[call];
  delete early.calls[call];
  delete early.bodies?.[call];
  return madeFor(early, session) ? { response: answer, body: parsed } : undefined;
}

/**
 * The parsed answer of an early call for `session`'s page that has already arrived, taken as its
 * first call would take it (`takeEarlyCall`): a store made now starts with it, and its first
 * render shows it instead of a loader. Nothing when it has not arrived, failed, or is not this
 * session's: the page's first call then adopts or sends it as usual.
 */
export function takeEarlyAnswer(call: string, session: EarlySession | null): unknown {
  const body = earlyCalls()?.bodies?.[call];
  if (body === undefined || !takeEarlyCall(call, session)) return undefined;
  return body;
}

/**
 * The same, read but left for the page's first same call to adopt: what the page's first render
 * shows of an answer that call will bring (the member's own profile, which the shell asks for and
 * a remote shows too). Nothing once that call has adopted it: what is made later asks the server.
 */
export function peekEarlyAnswer(call: string, session: EarlySession | null): unknown {
  const early = earlyCalls();
  if (!early?.calls[call] || !session || !madeFor(early, session)) return undefined;
  return early.bodies?.[call];
}
