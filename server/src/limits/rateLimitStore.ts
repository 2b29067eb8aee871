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
  /** node-redis 5 and later: the same connection with other command options. */
  withCommandOptions?(options: { timeout: number }): RedisScripting;
}

/**
 * How long a window's count waits for Redis before counting call by call (as node-redis's own
 * command timeout, 5 s, did). A timer of our own: node-redis's is an `AbortSignal.timeout` a
 * command, which fires and builds an error 5 s after each, answered or not, some 5 % of a busy
 * chat's CPU (a count per message).
 */
const COUNT_TIMEOUT_MS = 5_000;

/** `answer`, or a rejection once `ms` have passed without it. */
async function within<T>(answer: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
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
 * window's other slots, in one script: one round trip instead of eleven, whose client work at a
 * busy chat's pace (a take per message) held its messages for seconds on busy cores. Atomic, so
 * no attempt counted on another process between the count and the reads is missed.
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
  const untimed = client.withCommandOptions?.({ timeout: 0 }) ?? client;
  return Object.assign(callByCall, {
    async countInSlots(current: string, others: readonly string[], keptSeconds: number) {
      if (!client.isReady) return byCall(current, others, keptSeconds);
      let answer: unknown;
      try {
        answer = await within(
          untimed.eval(COUNT_IN_SLOTS_SCRIPT, {
            keys: [current, ...others].map((key) => counters.getKey(key)),
            arguments: [String(keptSeconds)],
          }),
          COUNT_TIMEOUT_MS,
        );
      } catch {
        return byCall(current, others, keptSeconds);
      }
      const [counted, read] = answer as [number, (string | null)[]];
      return { current: Number(counted), others: read.map((count) => Number(count ?? 0)) };
    },
  });
}

/** The library's increment (`rlflx-upsert`, one point) on the same table: a lapsed counter restarts. */
const INCREMENT_SQL = `insert into rate_limits values ($1, 1, $2)
  on conflict (key) do update set
    points = case when rate_limits.expire <= $3 then 1 else rate_limits.points + 1 end,
    expire = case when rate_limits.expire <= $3 then $2 else rate_limits.expire end
  returning points`;
const READ_SLOTS_SQL = `select key, points from rate_limits
  where key = any($1::text[]) and (expire > $2 or expire is null)`;

/**
 * The PostgreSQL counters with the window's count in two statements, the count then one read of
 * the other slots, instead of one a slot (eleven for a chat message, on a pool of four: a busy
 * chat's messages waited seconds for them and were answered 503). Two, not one: a read in the
 * counting statement would see only what was committed when it began, and two attempts on
 * either side of a slot's edge could both miss the other.
 */
function postgresCounters(counters: RateLimiterPostgres, pool: pg.Pool): RateLimitStore {
  return Object.assign(countedCallByCall(counters), {
    async countInSlots(current: string, others: readonly string[], keptSeconds: number) {
      // One connection for both: each checkout may wait the pool's whole connection timeout, and
      // a call must not wait it twice while the database is away.
      const client = await pool.connect();
      let failure: Error | undefined;
      try {
        const countedAt = Date.now();
        const counted = await client.query<{ points: number }>({
          name: 'limits-count-in-slot',
          text: INCREMENT_SQL,
          values: [counters.getKey(current), countedAt + keptSeconds * 1000, countedAt],
        });
        const keys = others.map((key) => counters.getKey(key));
        const read = await client.query<{ key: string; points: number }>({
          name: 'limits-read-slots',
          text: READ_SLOTS_SQL,
          values: [keys, Date.now()],
        });
        const points = new Map(read.rows.map((row) => [row.key, Number(row.points)]));
        return {
          current: Number(counted.rows[0]?.points ?? 1),
          others: keys.map((key) => points.get(key) ?? 0),
        };
      } catch (error) {
        failure = error as Error;
        throw error;
      } finally {
        // A failed connection is dropped rather than handed to the next call.
        client.release(failure);
      }
    },
  });
}

export function rateLimitStore(backend: RateLimitBackend): RateLimitStore {
  const counting = { points: NEVER_REACHED, duration: 60 };
  switch (backend.kind) {
    case 'memory':
      return countedCallByCall(new RateLimiterMemory({ ...counting, keyPrefix: '' }));
    case 'postgres':
      return postgresCounters(
        new RateLimiterPostgres({
          ...counting,
          storeClient: backend.pool,
          storeType: 'pool',
          // Created by the migrations (0024_limits), in the schema the pool's search path names.
          tableName: 'rate_limits',
          tableCreated: true,
          keyPrefix: '',
        }),
        backend.pool,
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
