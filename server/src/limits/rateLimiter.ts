import { MESSAGES } from '@dating/contract/rules';
import { ApiError } from '../http/apiError';
import type { RateLimitStore } from './rateLimitStore';

export interface RateLimit {
  /** Attempts allowed within the window. */
  max: number;
  windowMs: number;
}

export interface RateLimitPolicy {
  limits: readonly RateLimit[];
  /**
   * Growing delays: with n attempts already in the first limit's window, the next one must wait
   * backoffMs[n] after the latest (the last value for any n beyond).
   */
  backoffMs?: readonly number[];
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Each window slides in this many slots of the app's clock: a check sums the slots whose start
 * lies within the window behind it. An attempt leaves the window when its slot's start does (up
 * to a tenth of the window early); a burst cannot pass twice the limit at a fixed window's edge.
 */
const SLOTS = 10;
/**
 * The store expires a counter on its own (real) clock, the window moves on the app's: a counter
 * is kept a minute past its window, so it never goes before the app stops counting it.
 */
const KEPT_PAST_WINDOW_S = 60;
/**
 * Backoff keeps its latest attempt in whole seconds from here, which fit the store's integer
 * (rounded down: a delay may end up to a second early, never hold a first attempt).
 */
const LATEST_EPOCH_MS = Date.UTC(2020, 0, 1);

/**
 * `takeOften`'s attempts of one key that a process may have out unanswered at once: the limit can
 * be passed by at most this many a process taking for the key at that moment (a member racing
 * from tabs on several processes), and only where another process's attempts took the key from
 * under half of the limit to all of it meanwhile.
 */
const UNANSWERED_AT_MOST = 3;

/** What this process last heard of an often-taken key's count (`takeOften`). */
interface HeardCount {
  /** Attempts in the key's window when the store last answered, that attempt included. */
  counted: number;
  /** When it answered, on the app's clock. */
  answeredAt: number;
  /** This process's attempts counted without waiting that have no answer yet. */
  unanswered: number;
}

/** One counted attempt, which the caller may forgive. */
export interface Attempt {
  /** The counters it was counted in (opaque to callers). */
  id: string;
  /** Attempts of the key already in the policy's first window: how hard it has been tried. */
  earlier: number;
}

/** The 429 of a limit, telling how long to wait (Retry-After, in whole seconds). */
export function tooManyAttempts(waitMs: number): ApiError {
  return new ApiError(429, MESSAGES.tooManyAttempts, Math.ceil(waitMs / 1000));
}

/** A counter an attempt was counted in, and how long the store keeps it (an attempt's id). */
type Counted = [counter: string, keptSeconds: number];

/** A key's window under one limit, at `now`: its slots, oldest first, the last one current. */
interface Window {
  key: string;
  windowMs: number;
  slots: { counter: string; startsAt: number }[];
  /** The slot after the current one, where an attempt on another process may already count. */
  nextCounter: string;
  /** How long the store keeps a counter, in seconds. */
  keptSeconds: number;
}

function windowOf(key: string, windowMs: number, now: number): Window {
  const slotMs = windowMs / SLOTS;
  const current = Math.floor(now / slotMs);
  // A plain loop on one prefix: taken once a chat message, Array.from's callback and a template
  // a slot were some 2 % of a busy chat server's CPU.
  const prefix = `${key}:${windowMs}:`;
  const slots: Window['slots'] = [];
  for (let slot = current - SLOTS + 1; slot <= current; slot += 1) {
    slots.push({ counter: prefix + slot, startsAt: slot * slotMs });
  }
  return {
    key,
    windowMs,
    slots,
    nextCounter: prefix + (current + 1),
    keptSeconds: Math.ceil((windowMs + slotMs) / 1000) + KEPT_PAST_WINDOW_S,
  };
}

const currentCounter = (window: Window) => window.slots[SLOTS - 1]?.counter ?? '';
/** Where a backoff policy keeps the time of its key's latest attempt. */
const latestOf = (window: Window) => `${window.key}:${window.windowMs}:latest`;

/**
 * How long until `earlier` attempts (per slot, oldest first) leave room for one more under `max`:
 * the oldest slots must leave the window first (a slot leaves a window after its start).
 */
function waitFor(window: Window, perSlot: readonly number[], max: number, now: number): number {
  let left = perSlot.reduce((sum, count) => sum + count, 0);
  for (const [index, count] of perSlot.entries()) {
    if (left < max) return 0;
    left -= count;
    if (left < max) return (window.slots[index]?.startsAt ?? now) + window.windowMs - now;
  }
  return 0;
}

/**
 * Counts attempts per key (an address, an account, an e-mail) in rate-limiter-flexible's store:
 * Redis or the PostgreSQL database, which every server process shares, so a limit is the same
 * with one process or several; memory when the process is alone on its database (PGlite). Each
 * limit's window slides on the app's clock (SLOTS). Every check happens before the expensive or
 * risky work it guards (hashing, mailing). A store that cannot be reached (the database; Redis
 * falls back on memory) answers 503.
 */
export class RateLimiter {
  /** Often-taken keys' last answers (`takeOften`), forgotten a window after them. */
  private readonly heard = new Map<string, HeardCount>();
  private heardForgottenAt = 0;

  constructor(
    private readonly store: RateLimitStore,
    private readonly now: () => Date,
  ) {}

  /**
   * `take` for a key taken often and rarely near its limit (a member's chat messages), without
   * waiting for the store while the key is far from it: when the store's last answer for the
   * key, within the window, left it under half of the limit and fewer than UNANSWERED_AT_MOST of
   * this process's attempts are out, the attempt is counted and answered at once. Nearer the
   * limit, or with no answer in the window, it waits as `take` does. Every attempt is counted in
   * the store either way. Waiting was some 40 % of a chat message's time on a busy two-core
   * machine (bench:sockets). One limit, without backoff.
   */
  async takeOften(key: string, limit: RateLimit): Promise<void> {
    const now = this.now().getTime();
    this.forgetOldAnswers(now, limit.windowMs);
    const attempt = this.take(key, { limits: [limit] });
    const heard = this.heard.get(key);
    const farFromLimit =
      heard !== undefined &&
      heard.answeredAt > now - limit.windowMs &&
      heard.unanswered < UNANSWERED_AT_MOST &&
      heard.counted + heard.unanswered < limit.max / 2;
    if (!farFromLimit) {
      await this.hear(key, limit, attempt);
      return;
    }
    heard.unanswered += 1;
    // Already let through: a refusal (the key near its limit after all) or an unreachable store
    // only makes the key's next attempt wait.
    void this.hear(key, limit, attempt)
      .catch(() => undefined)
      .finally(() => {
        heard.unanswered -= 1;
      });
  }

  /** Keeps the store's answer to an often-taken key's attempt (`takeOften`), and answers it. */
  private async hear(key: string, limit: RateLimit, attempt: Promise<Attempt>): Promise<void> {
    const keep = (counted: number) => {
      const known = this.heard.get(key);
      const answeredAt = this.now().getTime();
      if (known) Object.assign(known, { counted, answeredAt });
      else this.heard.set(key, { counted, answeredAt, unanswered: 0 });
    };
    try {
      keep((await attempt).earlier + 1);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 429) keep(limit.max);
      else this.heard.delete(key);
      throw error;
    }
  }

  /**
   * Drops the answers heard more than a window ago, once a window: a key of a longer window
   * then only waits for the store at its next attempt.
   */
  private forgetOldAnswers(now: number, windowMs: number): void {
    if (now - this.heardForgottenAt < windowMs) return;
    this.heardForgottenAt = now;
    for (const [key, heard] of this.heard) {
      if (heard.answeredAt <= now - windowMs && heard.unanswered === 0) this.heard.delete(key);
    }
  }

  /**
   * Counts one attempt under the key if the policy allows it; otherwise throws a 429 saying
   * how long to wait. Answers the attempt, so a caller can forgive it (`forgive`).
   */
  async take(key: string, policy: RateLimitPolicy): Promise<Attempt> {
    const [attempt] = await this.takeAll([[key, policy]]);
    return attempt as Attempt;
  }

  /**
   * `take` for several keys at once, all or none (sign-in counts each guess under its address
   * and its account). Each counter is incremented first and the count it answers decides, so two
   * processes never both take the last free attempt; a refused take is uncounted.
   */
  async takeAll(entries: readonly (readonly [string, RateLimitPolicy])[]): Promise<Attempt[]> {
    const now = this.now().getTime();
    const counted = entries.map(([key, policy]) => ({
      policy,
      windows: policy.limits.map((limit) => windowOf(key, limit.windowMs, now)),
    }));
    const windows = counted.flatMap((entry) => entry.windows);
    // Most policies (a chat message's) have no backoff: no read of a latest attempt to wait for.
    const backoff = counted.some(({ policy }) => policy.backoffMs);
    const [perSlot, latest] = await reach(
      Promise.all([
        // Each window's slots: the earlier ones read, the current one counted.
        Promise.all(windows.map((window) => this.countIn(window))),
        backoff
          ? Promise.all(
              counted.map(async ({ policy, windows: [first] }) => {
                if (!policy.backoffMs || !first) return null;
                const seconds = await this.store.get(latestOf(first));
                return seconds === null
                  ? null
                  : LATEST_EPOCH_MS + Number(seconds.consumedPoints) * 1000;
              }),
            )
          : [],
      ]),
    );
    let at = 0;
    const earlier = counted.map((entry) =>
      entry.windows.map(() => {
        const counts = perSlot[at] ?? [];
        at += 1;
        return counts;
      }),
    );
    const wait = Math.max(
      0,
      ...counted.map(({ policy, windows: entryWindows }, index) => {
        const counts = earlier[index] ?? [];
        const inFirst = (counts[0] ?? []).reduce((sum, count) => sum + count, 0);
        return Math.max(
          backoffWait(policy, inFirst, latest[index] ?? null, now),
          ...policy.limits.map((limit, limitAt) => {
            const window = entryWindows[limitAt];
            return window ? waitFor(window, counts[limitAt] ?? [], limit.max, now) : 0;
          }),
        );
      }),
    );
    if (wait > 0) {
      await this.uncount(windows.map((window) => [currentCounter(window), window.keptSeconds]));
      throw tooManyAttempts(wait);
    }
    if (backoff) {
      await reach(
        Promise.all(
          counted.flatMap(({ policy, windows: [first] }) =>
            policy.backoffMs && first
              ? [
                  this.store.set(
                    latestOf(first),
                    Math.floor((now - LATEST_EPOCH_MS) / 1000),
                    first.keptSeconds,
                  ),
                ]
              : [],
          ),
        ),
      );
    }
    return counted.map((entry, index) => ({
      id: JSON.stringify(
        entry.windows.map((window): Counted => [currentCounter(window), window.keptSeconds]),
      ),
      earlier: (earlier[index]?.[0] ?? []).reduce((sum, count) => sum + count, 0),
    }));
  }

  /** Uncounts attempts (they turned out not to be the kind the limit is about). */
  async forgive(...attempts: Attempt[]): Promise<void> {
    await this.uncount(attempts.flatMap((attempt) => JSON.parse(attempt.id) as Counted[]));
  }

  /** Starts the key afresh under the policy (a successful sign-in ends the run of failures). */
  async clear(key: string, policy: RateLimitPolicy): Promise<void> {
    const now = this.now().getTime();
    const windows = policy.limits.map((limit) => windowOf(key, limit.windowMs, now));
    await reach(
      Promise.all(
        windows.flatMap((window) => [
          ...window.slots.map((slot) => this.store.delete(slot.counter)),
          this.store.delete(latestOf(window)),
        ]),
      ),
    );
  }

  /**
   * The attempts in each of the window's slots, oldest first, the current one's without this
   * attempt. The current slot's counter is incremented first and answers its count with this
   * attempt, so two attempts in one slot never both take the last free one; the other slots are
   * read only after (`countInSlots`), the next one too (where an attempt on another process
   * already counts once its clock has passed the slot's edge). Of two attempts on either side of
   * an edge, each counted before it reads, the one that reads last sees the other's count, so
   * they never both pass the limit.
   */
  private async countIn(window: Window): Promise<number[]> {
    const { current, others } = await this.store.countInSlots(
      currentCounter(window),
      [...window.slots.slice(0, -1).map((slot) => slot.counter), window.nextCounter],
      window.keptSeconds,
    );
    const next = others.pop() ?? 0;
    return [...others, current - 1 + next];
  }

  private async uncount(counted: readonly Counted[]) {
    await reach(
      Promise.all(
        counted.map(([counter, keptSeconds]) =>
          this.store.reward(counter, 1, { customDuration: keptSeconds }),
        ),
      ),
    );
  }
}

/** The store's answer, or the 503 of a store that cannot be reached (Redis or database away). */
async function reach<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch {
    throw new ApiError(503, MESSAGES.serviceUnavailable, 1);
  }
}

function backoffWait(
  policy: RateLimitPolicy,
  earlier: number,
  latestAt: number | null,
  now: number,
): number {
  const { backoffMs } = policy;
  if (!backoffMs || backoffMs.length === 0 || latestAt === null) return 0;
  const delay = backoffMs[Math.min(earlier, backoffMs.length - 1)] ?? 0;
  return Math.max(0, latestAt + delay - now);
}
