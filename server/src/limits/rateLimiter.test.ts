import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ApiError } from '../http/apiError';
import { openDatabase } from '../db/openDatabase';
import { startTcpProxy, type TcpProxy } from '../../test/support/tcpProxy';
import { testBackends, type TestDatabase } from '../../test/support/testBackends';
import { testClock } from '../../test/support/testClock';
import { MINUTE_MS, RateLimiter, type RateLimitPolicy } from './rateLimiter';
import { rateLimitStore, type RateLimitStore } from './rateLimitStore';
import { openRedisRateLimits } from './redisRateLimits';

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

/**
 * The store, whose counts can be held back (`hold`) until `release`: what an attempt does while
 * its round trip is out.
 */
function holdingStore(inner: RateLimitStore) {
  let released: Promise<void> = Promise.resolve();
  let release = () => {};
  const store = new Proxy(inner, {
    get(target, property, receiver) {
      if (property !== 'countInSlots') return Reflect.get(target, property, receiver) as unknown;
      return async (...args: Parameters<RateLimitStore['countInSlots']>) => {
        await released;
        return target.countInSlots(...args);
      };
    },
  });
  return {
    store,
    hold() {
      released = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

/** Whether `attempt` settles within 50 ms, the store held meanwhile. */
async function settledWhileHeld(attempt: Promise<unknown>): Promise<boolean> {
  return Promise.race([
    attempt.then(
      () => true,
      () => true,
    ),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), 50)),
  ]);
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
      // The refusal was not counted; another key is apart.
      await limiter.take(key('b'), THREE_IN_10_MINUTES);
      clock.advance(7 * MINUTE_MS + 1);
      assert.equal((await limiter.take(key('a'), THREE_IN_10_MINUTES)).earlier, 2);
      await assert.rejects(limiter.take(key('a'), THREE_IN_10_MINUTES), refusedFor(60));
    });

    it('lets no burst through twice at the edge of a window', async () => {
      fresh();
      const policy = { limits: [{ max: 30, windowMs: 10_000 }] };
      // 30 in the last second of one 10-second span, then 30 more asked just after it.
      clock.advance(9_000);
      for (let index = 0; index < 30; index += 1) await limiter.take(key('a'), policy);
      clock.advance(1_500);
      await assert.rejects(limiter.take(key('a'), policy), refusedFor(9));
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
      await limiter.clear(key('a'), THREE_IN_10_MINUTES);
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

    it("counts many keys' attempts at once, each against its own windows", async () => {
      fresh();
      // More attempts at once than one Redis script takes (its batches go up to 200), of
      // policies of one and two windows, so a batch holds windows of several lengths.
      const twoWindows = {
        limits: [
          { max: 2, windowMs: MINUTE_MS },
          { max: 5, windowMs: 60 * MINUTE_MS },
        ],
      };
      const keys = Array.from({ length: 80 }, (_, index) => key(`many-${index}`));
      const policyOf = (index: number) => (index % 2 === 0 ? THREE_IN_10_MINUTES : twoWindows);
      const attempts = keys.flatMap((name, index) =>
        Array.from({ length: 5 }, () => ({ name, index })),
      );
      const results = await Promise.allSettled(
        attempts.map(({ name, index }) => limiter.take(name, policyOf(index))),
      );
      const through = new Map<string, number>();
      results.forEach((result, at) => {
        if (result.status === 'rejected') {
          assert.ok(
            result.reason instanceof ApiError && result.reason.statusCode === 429,
            `refused with ${String(result.reason)}`,
          );
          return;
        }
        const { name } = attempts[at]!;
        through.set(name, (through.get(name) ?? 0) + 1);
      });
      assert.deepEqual(
        keys.map((name) => through.get(name) ?? 0),
        keys.map((_, index) => (index % 2 === 0 ? 3 : 2)),
      );
    });

    it('answers an often-taken key far from its limit before the store does, counting each', async () => {
      fresh();
      const held = holdingStore(store);
      const often = new RateLimiter(held.store, clock.now);
      const limit = { max: 30, windowMs: 10_000 };
      // Nothing heard of the key yet: the first attempt waits for its count.
      held.hold();
      const first = often.takeOften(key('a'), limit);
      assert.equal(await settledWhileHeld(first), false);
      held.release();
      await first;

      held.hold();
      const threeAtOnce = [1, 2, 3].map(() => often.takeOften(key('a'), limit));
      assert.deepEqual(await Promise.all(threeAtOnce.map(settledWhileHeld)), [true, true, true]);
      // Three out unanswered: the next one waits.
      const fifth = often.takeOften(key('a'), limit);
      assert.equal(await settledWhileHeld(fifth), false);
      held.release();
      await fifth;
      const counted = await limiter.take(key('a'), { limits: [limit] });
      assert.equal(counted.earlier, 5, 'every attempt counted');
    });

    it('waits for the store near the limit, and refuses the attempt past it', async () => {
      fresh();
      const held = holdingStore(store);
      const often = new RateLimiter(held.store, clock.now);
      const limit = { max: 30, windowMs: 10_000 };
      for (let index = 0; index < 15; index += 1) await often.takeOften(key('a'), limit);
      held.hold();
      const sixteenth = often.takeOften(key('a'), limit);
      assert.equal(await settledWhileHeld(sixteenth), false, 'half of the limit: it waits');
      held.release();
      await sixteenth;
      for (let index = 16; index < 30; index += 1) await often.takeOften(key('a'), limit);
      await assert.rejects(often.takeOften(key('a'), limit), refusedFor(10));
      // A window later the key is free again.
      clock.advance(10_001);
      await often.takeOften(key('a'), limit);
    });

    it('holds every limit of a policy', async () => {
      fresh();
      const policy = {
        limits: [
          { max: 2, windowMs: MINUTE_MS },
          { max: 3, windowMs: 60 * MINUTE_MS },
        ],
      };
      await limiter.take(key('a'), policy);
      await limiter.take(key('a'), policy);
      await assert.rejects(limiter.take(key('a'), policy), refusedFor(60));
      clock.advance(MINUTE_MS);
      await limiter.take(key('a'), policy);
      await assert.rejects(limiter.take(key('a'), policy), refusedFor(59 * 60));
    });
  });
}

const redisUrl = process.env.REDIS_URL;
const postgres = testBackends().find((backend) => backend.name === 'PostgreSQL');
const quiet = () => {};
/** This run's keys: other test processes share the machine's Redis. */
const redisKeyPrefix = () => `test-limits-${process.pid}-${Date.now()}:`;

limiterCases({
  name: 'in memory',
  skip: false,
  open: () => Promise.resolve(rateLimitStore({ kind: 'memory' })),
  close: () => Promise.resolve(),
});
{
  let database: TestDatabase | undefined;
  limiterCases({
    name: 'in PostgreSQL',
    skip: postgres?.skip ?? 'no PostgreSQL backend',
    async open() {
      database = await postgres!.open({ prepared: true });
      return database.handle.rateLimits;
    },
    close: async () => {
      await database?.close();
    },
  });
}
{
  let close = () => Promise.resolve();
  limiterCases({
    name: 'in Redis',
    skip: redisUrl ? false : 'REDIS_URL is not set',
    async open() {
      const limits = await openRedisRateLimits(redisUrl!, redisKeyPrefix(), quiet);
      close = limits.close;
      return limits.store;
    },
    close: () => close(),
  });
}

/** The 503 of a store that cannot be reached. */
const unavailable = (error: unknown) =>
  error instanceof ApiError && error.statusCode === 503 && error.retryAfterSeconds === 1;

describe('RateLimiter with its store away', () => {
  const policy = THREE_IN_10_MINUTES;

  it(
    'answers 503 while PostgreSQL is away, and counts again once it is back',
    {
      skip: postgres?.skip ?? 'no PostgreSQL backend',
    },
    async () => {
      const database = await postgres!.open({ prepared: true });
      const target = new URL(process.env.DATABASE_URL!);
      const relay = await startTcpProxy({
        host: target.hostname,
        port: Number(target.port || 5432),
      });
      const config = database.config as { kind: 'postgres'; url: string };
      const throughRelay = new URL(config.url);
      throughRelay.hostname = '127.0.0.1';
      throughRelay.port = String(relay.port);
      const handle = await openDatabase({ kind: 'postgres', url: throughRelay.toString() });
      try {
        const limiter = new RateLimiter(handle.rateLimits, testClock().now);
        await limiter.take('away', policy);
        await relay.stop();
        await assert.rejects(limiter.take('away', policy), unavailable);
        await relay.start();
        // The refused take may have reached a counter before the cut: counted, never lost.
        const { earlier } = await limiter.take('away', policy);
        assert.ok(earlier === 1 || earlier === 2, `earlier ${earlier}`);
      } finally {
        await handle.close();
        await relay.stop();
        await database.close();
      }
    },
  );

  it(
    'counts in this process while Redis is away, at once, and in Redis again once it is back',
    { skip: redisUrl ? false : 'REDIS_URL is not set', timeout: 20_000 },
    async () => {
      const target = new URL(redisUrl!);
      const relay: TcpProxy = await startTcpProxy({
        host: target.hostname,
        port: Number(target.port || 6379),
      });
      const throughRelay = new URL(redisUrl!);
      throughRelay.hostname = '127.0.0.1';
      throughRelay.port = String(relay.port);
      const limits = await openRedisRateLimits(throughRelay.toString(), redisKeyPrefix(), quiet);
      try {
        const limiter = new RateLimiter(limits.store, testClock().now);
        await limiter.take('away', policy);
        await relay.stop();
        const started = Date.now();
        // The library's insurance: this process's memory, which starts afresh.
        for (const earlier of [0, 1, 2]) {
          assert.equal((await limiter.take('away', policy)).earlier, earlier);
        }
        await assert.rejects(limiter.take('away', policy), refusedFor(10 * 60));
        assert.ok(Date.now() - started < 1000, 'answered at once');
        await relay.start();
        // The client reconnects by itself, within about a second; Redis still has its count.
        let earlier = 0;
        for (let tries = 0; tries < 50 && earlier === 0; tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          if (!limits.connected()) continue;
          earlier = (await limiter.take('away', policy)).earlier;
        }
        assert.equal(earlier, 1);
      } finally {
        await limits.close();
        await relay.stop();
      }
    },
  );
});
