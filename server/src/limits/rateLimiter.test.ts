import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ApiError } from '../http/apiError';
import { prepareDatabase } from '../db/prepareDatabase';
import { testBackends, type TestDatabase } from '../../test/support/testBackends';
import { testClock } from '../../test/support/testClock';
import { MemoryRateLimitStore } from './memoryRateLimitStore';
import { RateLimitRepository } from './rateLimitRepository';
import { MINUTE_MS, RateLimiter, type RateLimitPolicy } from './rateLimiter';
import type { RateLimitStore } from './rateLimitStore';

const THREE_IN_10_MINUTES: RateLimitPolicy = { limits: [{ max: 3, windowMs: 10 * MINUTE_MS }] };

/** The 429 of a limit, waiting `seconds`. */
function refusedFor(seconds: number) {
  return (error: unknown) =>
    error instanceof ApiError && error.statusCode === 429 && error.retryAfterSeconds === seconds;
}

interface StoreUnderTest {
  name: string;
  /** Why it does not run here, or false. */
  skip: string | false;
  open(): Promise<RateLimitStore>;
  close(): Promise<void>;
}

/** The same cases for every store: the limits must not depend on where they are counted. */
function limiterCases({ name, skip, open, close }: StoreUnderTest) {
  describe(`RateLimiter counting ${name}`, { skip }, () => {
    let store: RateLimitStore;
    let clock = testClock();
    let limiter: RateLimiter;
    // Each case its own keys and clock, on one store.
    let run = 0;
    const key = (label: string) => `${label}:${run}`;

    before(async () => {
      store = await open();
    });
    after(close);
    const fresh = () => {
      run += 1;
      clock = testClock();
      limiter = new RateLimiter(store, clock.now);
    };

    it('refuses past the limit until the oldest attempt leaves the window', async () => {
      fresh();
      for (const earlier of [0, 1, 2]) {
        assert.equal((await limiter.take(key('a'), THREE_IN_10_MINUTES)).earlier, earlier);
        clock.advance(MINUTE_MS);
      }
      await assert.rejects(limiter.take(key('a'), THREE_IN_10_MINUTES), refusedFor(7 * 60));
      await limiter.take(key('b'), THREE_IN_10_MINUTES);
      clock.advance(7 * MINUTE_MS + 1);
      await limiter.take(key('a'), THREE_IN_10_MINUTES);
      await assert.rejects(limiter.take(key('a'), THREE_IN_10_MINUTES), refusedFor(60));
    });

    it('takes several keys all or none', async () => {
      fresh();
      const policy = { limits: [{ max: 1, windowMs: MINUTE_MS }] };
      await limiter.take(key('full'), policy);
      await assert.rejects(
        limiter.takeAll([
          [key('free'), policy],
          [key('full'), policy],
        ]),
        refusedFor(60),
      );
      await limiter.take(key('free'), policy);
    });

    it('forgives an attempt, and clears a key', async () => {
      fresh();
      const attempts = [];
      for (let index = 0; index < 3; index += 1) {
        attempts.push(await limiter.take(key('a'), THREE_IN_10_MINUTES));
      }
      await limiter.forgive(...attempts.slice(0, 1));
      assert.equal((await limiter.take(key('a'), THREE_IN_10_MINUTES)).earlier, 2);
      await limiter.clear(key('a'));
      assert.equal((await limiter.take(key('a'), THREE_IN_10_MINUTES)).earlier, 0);
    });

    it('makes each attempt after the first ones wait longer', async () => {
      fresh();
      const policy = {
        limits: [{ max: 5, windowMs: 15 * MINUTE_MS }],
        backoffMs: [0, 0, 1000, 4000],
      };
      await limiter.take(key('a'), policy);
      await limiter.take(key('a'), policy);
      await assert.rejects(limiter.take(key('a'), policy), refusedFor(1));
      clock.advance(1000);
      await limiter.take(key('a'), policy);
      clock.advance(3000);
      await assert.rejects(limiter.take(key('a'), policy), refusedFor(1));
      clock.advance(1000);
      await limiter.take(key('a'), policy);
    });

    it('lets no more than the limit through when requests race', async () => {
      fresh();
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, () => limiter.take(key('a'), THREE_IN_10_MINUTES)),
      );
      assert.equal(results.filter((result) => result.status === 'fulfilled').length, 3);
    });

    it('forgets attempts older than any window', async () => {
      fresh();
      await limiter.take(key('a'), THREE_IN_10_MINUTES);
      clock.advance(25 * 60 * MINUTE_MS);
      // The next check prunes; the day-old attempt is gone even for a longer window.
      await limiter.take(key('b'), THREE_IN_10_MINUTES);
      const dayLong = { limits: [{ max: 3, windowMs: 48 * 60 * MINUTE_MS }] };
      assert.equal((await limiter.take(key('a'), dayLong)).earlier, 0);
    });
  });
}

limiterCases({
  name: 'in memory',
  skip: false,
  open: () => Promise.resolve(new MemoryRateLimitStore()),
  close: () => Promise.resolve(),
});
for (const backend of testBackends()) {
  let database: TestDatabase | undefined;
  limiterCases({
    name: `in ${backend.name}`,
    skip: backend.skip,
    async open() {
      database = await backend.open();
      await prepareDatabase(database.handle.db);
      return new RateLimitRepository(database.handle.db);
    },
    close: async () => {
      await database?.close();
    },
  });
}
