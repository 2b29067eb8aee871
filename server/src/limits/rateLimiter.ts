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

/** Attempts older than this are never counted by any policy: they are deleted. */
const LONGEST_WINDOW_MS = DAY_MS;
const PRUNE_EVERY_MS = MINUTE_MS;

/** One counted attempt, which the caller may forgive. */
export interface Attempt {
  id: string;
  /** Attempts of the key already in the policy's first window: how hard it has been tried. */
  earlier: number;
}

/** The 429 of a limit, telling how long to wait (Retry-After, in whole seconds). */
export function tooManyAttempts(waitMs: number): ApiError {
  return new ApiError(429, MESSAGES.tooManyAttempts, Math.ceil(waitMs / 1000));
}

/**
 * Counts attempts per key (an address, an account, an e-mail) in its store: the database, so the
 * limits hold across server processes and restarts, or memory when the process is alone on its
 * database (PGlite). Every check happens before the expensive or risky work it guards (hashing,
 * mailing).
 */
export class RateLimiter {
  private lastPrune = 0;

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
   * `take` for several keys at once, all or none: one check of the store instead of one a key
   * (sign-in counts each guess under its address and its account).
   */
  async takeAll(entries: readonly (readonly [string, RateLimitPolicy])[]): Promise<Attempt[]> {
    const now = this.now();
    await this.pruneNow(now);
    const keys = entries.map(([key]) => key);
    const longest = Math.max(
      ...entries.flatMap(([, policy]) => policy.limits.map((limit) => limit.windowMs)),
    );
    const { admitted, ids } = await this.store.take(
      keys,
      new Date(now.getTime() - longest),
      now,
      (hitsByKey) =>
        entries.map(([key, policy]) => {
          const hits = hitsByKey.get(key) ?? [];
          const wait = Math.max(
            0,
            backoffWait(policy, hits, now),
            ...policy.limits.map((limit) => waitFor(limit, hits, now)),
          );
          if (wait > 0) throw tooManyAttempts(wait);
          const [first] = policy.limits;
          const since = now.getTime() - (first?.windowMs ?? longest);
          return hits.filter((hit) => hit.getTime() > since).length;
        }),
    );
    return ids.map((id, index) => ({ id, earlier: admitted[index] ?? 0 }));
  }

  /** Uncounts attempts (they turned out not to be the kind the limit is about). */
  forgive(...attempts: Attempt[]): Promise<void> {
    return this.store.remove(attempts.map((attempt) => attempt.id));
  }

  /** Starts the key afresh (a successful sign-in ends the run of failures). */
  clear(key: string): Promise<void> {
    return this.store.clear(key);
  }

  private async pruneNow(now: Date): Promise<void> {
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    await this.store.deleteOlderThan(new Date(now.getTime() - LONGEST_WINDOW_MS));
  }
}

/** How long until one more attempt fits in the limit's window (0: it fits now). */
function waitFor(limit: RateLimit, hitsNewestFirst: readonly Date[], now: Date): number {
  const since = now.getTime() - limit.windowMs;
  const inWindow = hitsNewestFirst.filter((hit) => hit.getTime() > since);
  if (inWindow.length < limit.max) return 0;
  // The attempt that must leave the window before another one fits.
  const blocking = inWindow[limit.max - 1];
  return blocking ? blocking.getTime() + limit.windowMs - now.getTime() : 0;
}

function backoffWait(policy: RateLimitPolicy, hitsNewestFirst: readonly Date[], now: Date): number {
  const { backoffMs, limits } = policy;
  const [first] = limits;
  const latest = hitsNewestFirst[0];
  if (!backoffMs || backoffMs.length === 0 || !first || !latest) return 0;
  const since = now.getTime() - first.windowMs;
  const recent = hitsNewestFirst.filter((hit) => hit.getTime() > since).length;
  const delay = backoffMs[Math.min(recent, backoffMs.length - 1)] ?? 0;
  return Math.max(0, latest.getTime() + delay - now.getTime());
}
