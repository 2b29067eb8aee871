import { MESSAGES } from '@dating/shared/rules';
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
 * The store expires a counter on its own (real) clock, the window ends on the app's: a counter
 * is kept a minute past its window's end, so it never goes before the window does.
 */
const KEPT_PAST_WINDOW_S = 60;

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

/** The current window of a key under one limit: the counter it is counted in. */
interface Window {
  counter: string;
  startsAt: number;
  endsAt: number;
  /** How long the store keeps the counter, in seconds. */
  keptSeconds: number;
}

/**
 * Windows of the app's clock (fixed, one after the other from the epoch), so a test's clock
 * moves them and every process agrees on which window an attempt falls in.
 */
function windowOf(key: string, windowMs: number, now: number): Window {
  const index = Math.floor(now / windowMs);
  const startsAt = index * windowMs;
  const endsAt = startsAt + windowMs;
  return {
    counter: `${key}:${windowMs}:${index}`,
    startsAt,
    endsAt,
    keptSeconds: Math.ceil((endsAt - now) / 1000) + KEPT_PAST_WINDOW_S,
  };
}

/** Where a backoff policy keeps the time of its key's latest attempt (ms into the window). */
const latestOf = (window: Window) => `${window.counter}:latest`;

/**
 * Counts attempts per key (an address, an account, an e-mail) in rate-limiter-flexible's store:
 * Redis or the PostgreSQL database, which every server process shares, so a limit is the same
 * with one process or several; memory when the process is alone on its database (PGlite). Each
 * limit counts in fixed windows of the app's clock. Every check happens before the expensive or
 * risky work it guards (hashing, mailing). A store that cannot be reached answers 503.
 */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly now: () => Date,
  ) {}

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
    const [counts, latest] = await reach(
      Promise.all([
        Promise.all(
          counted.map(({ windows }) =>
            Promise.all(
              windows.map(async (window) => {
                const count = await this.store.penalty(window.counter, 1, {
                  customDuration: window.keptSeconds,
                });
                return Number(count.consumedPoints);
              }),
            ),
          ),
        ),
        Promise.all(
          counted.map(async ({ policy, windows: [first] }) => {
            if (!policy.backoffMs || !first) return null;
            const offset = await this.store.get(latestOf(first));
            return offset === null ? null : first.startsAt + Number(offset.consumedPoints);
          }),
        ),
      ]),
    );
    const wait = Math.max(
      0,
      ...counted.map(({ policy, windows }, index) => {
        const earlier = (counts[index] ?? []).map((count) => count - 1);
        return Math.max(
          backoffWait(policy, earlier[0] ?? 0, latest[index] ?? null, now),
          ...policy.limits.map((limit, at) =>
            (earlier[at] ?? 0) >= limit.max ? (windows[at]?.endsAt ?? now) - now : 0,
          ),
        );
      }),
    );
    if (wait > 0) {
      await this.uncount(counted.flatMap(({ windows }) => windows));
      throw tooManyAttempts(wait);
    }
    await reach(
      Promise.all(
        counted.flatMap(({ policy, windows: [first] }) =>
          policy.backoffMs && first
            ? [this.store.set(latestOf(first), now - first.startsAt, first.keptSeconds)]
            : [],
        ),
      ),
    );
    return counted.map(({ windows }, index) => ({
      id: JSON.stringify(windows.map(({ counter, keptSeconds }) => [counter, keptSeconds])),
      earlier: (counts[index]?.[0] ?? 1) - 1,
    }));
  }

  /** Uncounts attempts (they turned out not to be the kind the limit is about). */
  async forgive(...attempts: Attempt[]): Promise<void> {
    const windows = attempts.flatMap((attempt) =>
      (JSON.parse(attempt.id) as [string, number][]).map(([counter, keptSeconds]) => ({
        counter,
        keptSeconds,
      })),
    );
    await this.uncount(windows);
  }

  /** Starts the key afresh under the policy (a successful sign-in ends the run of failures). */
  async clear(key: string, policy: RateLimitPolicy): Promise<void> {
    const now = this.now().getTime();
    const windows = policy.limits.map((limit) => windowOf(key, limit.windowMs, now));
    await reach(
      Promise.all(
        windows.flatMap((window) => [
          this.store.delete(window.counter),
          this.store.delete(latestOf(window)),
        ]),
      ),
    );
  }

  private async uncount(windows: readonly Pick<Window, 'counter' | 'keptSeconds'>[]) {
    await reach(
      Promise.all(
        windows.map((window) =>
          this.store.reward(window.counter, 1, { customDuration: window.keptSeconds }),
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
