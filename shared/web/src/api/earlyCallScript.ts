import type { CallName, Language, Profile } from '@dating/contract';
import { SHELL_BASENAME } from '@dating/contract/shell-pages';
import { localStore, sessionStore } from '../session/clientStorage';
import { PAINTED_CARD_ID, SCRIPTS_HELD_AT_MOST_MS, type EarlyCalls } from './earlyCalls';
import { paintFirstCard } from './paintFirstCard';

/**
 * The source of the shell's inline early-call script: @dating/build compiles `startEarlyCalls`
 * into the shell's index.html (`inlineScript`), where it runs before any bundle has loaded. A
 * signed-in member's /app page then starts the calls it needs beside the scripts instead of after
 * them, and the apps' first same calls adopt the answers (`takeEarlyCall`, earlyCalls.ts).
 * It must stay small and self-contained: what it imports is compiled into the page.
 */

/** One call the page starts early. */
interface EarlyCall {
  call: CallName;
  /**
   * 'GET' for a call the apps make by GET, whose language the server reads from the language
   * cookie; else a POST with the member and the language, as the apps send it.
   */
  method?: 'GET';
  /** Only on the /app addresses this matches; on every one when absent. */
  path?: RegExp;
  /** Whether the page will make the call; always when absent. */
  when?: () => boolean;
  /** Fields beyond the member and the language, as the page's own call sends them. */
  fields?: () => Record<string, string>;
  /**
   * What to do with a successful answer as soon as it is parsed, in the page's language: draw the
   * top card, settling once its photo is on screen (EarlyCalls' firstCardShown).
   */
  onAnswer?: (body: unknown, language: Language) => Promise<void>;
  /**
   * 'low' for a call neither the first paint nor the page's first render waits for: over
   * HTTP/1.1 it would hold a connection the scripts, the page's data and its photo need.
   */
  priority?: 'low';
}

const APP_PATH = new RegExp(`^${SHELL_BASENAME}/app(/|$)`);
const PEOPLE_NEAR_PATH = new RegExp(`^${SHELL_BASENAME}/app/?(PeopleNear/?)?$`);

/**
 * Whether the layout places its ad slot, so asks admindatas: unless the member's last profile
 * says they see no ads (premium, or hiding them), as AdSlot.tsx decides.
 */
function adsMayShow(): boolean {
  const last = JSON.parse(localStore.read('last_profile') ?? 'null') as Partial<Profile> | null;
  return !last || (last.premium_member !== 'true' && last.hide_ads !== 'true');
}

/** The filter's "Verified members only", read and sent as filterPage.ts does. */
function peopleNearFields(): Record<string, string> {
  return {
    timestamp: String(Date.now()),
    ...(localStore.read('verified_only') === '1' && { verified_only: 'true' }),
    widen: 'true',
  };
}

/**
 * The deck's top card is the page's largest paint: drawn from the answer once the page's body is
 * there (paintFirstCard), not once the scripts have rendered the deck. Settles when its photo has
 * loaded or failed, at once when nothing was painted.
 */
function paintTopCard(body: unknown, language: Language): Promise<void> {
  return new Promise((resolve) => {
    const paint = () => {
      const photo = paintFirstCard(body, language)
        ? document.querySelector<HTMLImageElement>(`#${PAINTED_CARD_ID} img`)
        : null;
      if (!photo || photo.complete) return resolve();
      photo.addEventListener('load', () => resolve(), { once: true });
      photo.addEventListener('error', () => resolve(), { once: true });
    };
    if (document.readyState !== 'loading') paint();
    else document.addEventListener('DOMContentLoaded', paint);
  });
}

/**
 * Settles once the next frame has drawn what is on the page (at once in a hidden tab, which draws
 * none): the painted photo before anything its load lets start.
 */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * The calls a signed-in member's /app page starts early, in this order: one line a call. The one
 * that paints goes first; the sidebar's counts and the ads setting wait for the others. The
 * profile does not: the remotes' stores start with its answer, or ask again.
 */
export const EARLY_CALLS: readonly EarlyCall[] = [
  {
    call: 'webgetpeople',
    path: PEOPLE_NEAR_PATH,
    fields: peopleNearFields,
    onAnswer: paintTopCard,
  },
  { call: 'webprofile' },
  { call: 'webgetcounts', priority: 'low' },
  { call: 'admindatas', method: 'GET', when: adsMayShow, priority: 'low' },
];

const OVERRIDE_PARAM = /^remote:(mf-[a-z]+)$/;
const OVERRIDE_VERSION = /^[0-9a-z-]+$/;

/**
 * QA's `?remote:mf-chat=<version>` on any address: kept for this tab in sessionStorage
 * ('remote_overrides', as GET remotes' override value 'mf-chat:<version>,...', which the remotes
 * loader sends) and taken out of the address bar; an empty version drops it. Answers the value.
 */
function keepRemoteOverrides(): string {
  const kept = sessionStore.read('remote_overrides') ?? '';
  const url = new URL(location.href);
  const params = [...url.searchParams.keys()].filter((key) => OVERRIDE_PARAM.test(key));
  if (!params.length) return kept;
  const overrides = new Map<string, string>();
  for (const pair of kept.split(',')) {
    const [remote = '', version = ''] = pair.split(':');
    if (version) overrides.set(remote, version);
  }
  for (const param of params) {
    const remote = OVERRIDE_PARAM.exec(param)?.[1] ?? '';
    const version = url.searchParams.get(param) ?? '';
    url.searchParams.delete(param);
    if (OVERRIDE_VERSION.test(version)) overrides.set(remote, version);
    else overrides.delete(remote);
  }
  const value = [...overrides].map((pair) => pair.join(':')).join(',');
  if (value) sessionStore.write('remote_overrides', value);
  else sessionStore.remove('remote_overrides');
  history.replaceState(history.state, '', url);
  return value;
}

/** Starts the early calls of this page, if any; never throws (a failure is the apps' to meet). */
export function startEarlyCalls(calls: readonly EarlyCall[] = EARLY_CALLS): void {
  try {
    const path = location.pathname;
    const memberId = localStore.read('session_userid');
    const token = localStore.read('session_token');
    const signedIn = Number(memberId) > 0 && Boolean(token);
    const onboarded = /(?:^|;\s*)onboarded=true(?:;|$)/.test(document.cookie);
    const override = keepRemoteOverrides();
    // Where the remotes live, for a member whose pages mount them: asked at once, not after the
    // bootstrap's scripts have run, with the token (the versions are the member's: a canary takes
    // a share of members) and this tab's QA overrides. A visitor's pages mount none, and ask once
    // idle.
    if (token && signedIn) {
      const query = override ? `?override=${encodeURIComponent(override)}` : '';
      const answer = fetch(`/api/remotes${query}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      answer.catch(() => undefined);
      window.datingEarlyRemotes = { token, override, answer };
    }
    if (!memberId || !token || !signedIn || !APP_PATH.test(path) || !onboarded) return;
    // The pre-paint script has set the page's language; 'es' in a lang attribute is the spec's 'sp'.
    const lang = document.documentElement.lang;
    const language = (lang === 'es' ? 'sp' : lang) as Language;
    const bodies: Partial<Record<string, unknown>> = {};
    const early: EarlyCalls = {
      memberId,
      token,
      language,
      startedAt: performance.now(),
      calls: {},
      bodies,
    };
    for (const { call, method, path: only, when, fields, onAnswer, priority = 'auto' } of calls) {
      if ((only && !only.test(path)) || (when && !when())) continue;
      const headers = { Authorization: `Bearer ${token}` };
      let answer: Promise<Response>;
      if (method === 'GET') {
        answer = fetch(`/api/${call}`, { headers, priority });
      } else {
        const body = new FormData();
        body.append('user_id', memberId);
        body.append('language', language);
        for (const [name, value] of Object.entries(fields?.() ?? {})) body.append(name, value);
        answer = fetch(`/api/${call}`, { method: 'POST', headers, body, priority });
      }
      // A failure is the adopting call's to report; unadopted, it is no page error.
      answer.catch(() => undefined);
      early.calls[call] = answer;
      // A successful answer's body, parsed from a copy as soon as it arrives: a store made after
      // that starts with it (takeEarlyAnswer) and its first render shows it.
      const parsed = answer.then((response) =>
        response.ok ? (response.clone().json() as Promise<unknown>) : undefined,
      );
      const answered = parsed
        .then((body) => {
          if (body === undefined) return undefined;
          bodies[call] = body;
          return onAnswer?.(body, language);
        })
        .catch(() => undefined);
      if (onAnswer) {
        early.firstCardShown = answered;
        early.scriptsHeld = Promise.race([
          answered.then(afterNextFrame),
          new Promise<void>((resolve) => setTimeout(resolve, SCRIPTS_HELD_AT_MOST_MS)),
        ]);
      }
    }
    window.datingEarlyCalls = early;
  } catch {
    // Storage refused, say: the apps make their calls themselves.
  }
}
