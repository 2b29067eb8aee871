import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * Where every limit is counted: Redis when the processes share one (REDIS_URL), else the
 * PostgreSQL database they share, else this process's memory (PGlite belongs to one process).
 */
export type RateLimitBackend =
  | { kind: 'memory' }
  /** A plain node-postgres pool: the library names its statements and runs them on it. */
  | { kind: 'postgres'; pool: pg.Pool }
  /** Keys start with keyPrefix (REDIS_KEY_PREFIX): deployments sharing a Redis keep apart. */
  | { kind: 'redis'; client: RedisClientOfAnyShape; keyPrefix: string };

/** A connected node-redis client (4 or later), whatever its modules and RESP version. */
type RedisClientOfAnyShape = object;

/** What of node-redis (4 or later) a whole window's count in one round trip uses. */
interface RedisScripting {
  isReady: boolean;
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

/** A window's count: the current slot's with this attempt, and the other slots', in their order. */
export interface SlotCounts {
  current: number;
  others: number[];
}

/**
 * rate-limiter-flexible's counters: atomic increments with an expiry, in the backend's store.
 * The RateLimiter decides from the counts itself (windows on the app's clock, several limits and
 * backoff a policy), so the library never refuses on its own: its points are never reached, and
 * each call gives its key's lifetime (customDuration). `countInSlots` counts an attempt in a
 * window's current slot, then reads its other slots: the check every limited call makes.
 */
export type RateLimitStore = RateLimiterAbstract & {
  countInSlots(
    current: string,
    others: readonly string[],
    keptSeconds: number,
  ): Promise<SlotCounts>;
};

const NEVER_REACHED = 2 ** 31 - 1;

/** `countInSlots` from the library's calls: one to count, then one per other slot, at once. */
function countedCallByCall(counters: RateLimiterAbstract): RateLimitStore {
  return Object.assign(counters, {
    async countInSlots(current: string, others: readonly string[], keptSeconds: number) {
      const counted = await counters.penalty(current, 1, { customDuration: keptSeconds });
      const read = await Promise.all(
        others.map(async (counter) => {
          const count = await counters.get(counter);
          return count === null ? 0 : Number(count.consumedPoints);
        }),
      );
      return { current: Number(counted.consumedPoints), others: read };
    },
  });
}

/**
 * The library's count (its increment script: a new counter gets its lifetime) and a read of the
 * window's other slots, in one script: one round trip instead of one per slot, which at a busy
 * chat's pace (a take per message) queued Redis for seconds. Atomic, so no attempt counted on
 * another process between the count and the reads is missed.
 */
const COUNT_IN_SLOTS_SCRIPT = `redis.call('set', KEYS[1], 0, 'EX', ARGV[1], 'NX')
local current = redis.call('incrby', KEYS[1], 1)
if redis.call('ttl', KEYS[1]) == -1 then redis.call('expire', KEYS[1], ARGV[1]) end
if #KEYS == 1 then return {current, {}} end
return {current, redis.call('mget', unpack(KEYS, 2))}`;

/**
 * The Redis counters with the window's count in one script, on the same keys as the library's
 * (`getKey`), so a refusal's uncount and a clear find them. While Redis is not ready (and if the
 * script fails) it counts call by call, which the library's insurance (this process's memory)
 * answers at once.
 */
function redisCounters(counters: RateLimiterRedis, client: RedisScripting): RateLimitStore {
  const callByCall = countedCallByCall(counters);
  const byCall = callByCall.countInSlots.bind(callByCall);
  return Object.assign(callByCall, {
    async countInSlots(current: string, others: readonly string[], keptSeconds: number) {
      if (!client.isReady) return byCall(current, others, keptSeconds);
      let answer: unknown;
      try {
        answer = await client.eval(COUNT_IN_SLOTS_SCRIPT, {
          keys: [current, ...others].map((key) => counters.getKey(key)),
          arguments: [String(keptSeconds)],
        });
      } catch {
        return byCall(current, others, keptSeconds);
      }
      const [counted, read] = answer as [number, (string | null)[]];
      return { current: Number(counted), others: read.map((count) => Number(count ?? 0)) };
    },
  });
}

export function rateLimitStore(backend: RateLimitBackend): RateLimitStore {
  const counting = { points: NEVER_REACHED, duration: 60 };
  switch (backend.kind) {
    case 'memory':
      return countedCallByCall(new RateLimiterMemory({ ...counting, keyPrefix: '' }));
    case 'postgres':
      return countedCallByCall(
        new RateLimiterPostgres({
          ...counting,
          storeClient: backend.pool,
          storeType: 'pool',
          // Created by the migrations (0024_limits), in the schema the pool's search path names.
          tableName: 'rate_limits',
          tableCreated: true,
          keyPrefix: '',
        }),
      );
    case 'redis':
      return redisCounters(
        new RateLimiterRedis({
          ...counting,
          storeClient: backend.client,
          // node-redis 4 and later (this is 6): its eval/multi signatures, not ioredis's.
          useRedisPackage: true,
          // While Redis is away, each process counts in its own memory at once (the library's
          // insurance): limits hold per process, and members on one process keep chatting.
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory({ ...counting, keyPrefix: '' }),
          keyPrefix: `${backend.keyPrefix}limits`,
        }),
        backend.client as RedisScripting,
      );
  }
}
