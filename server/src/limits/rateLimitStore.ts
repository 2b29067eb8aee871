import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { groupCommit } from '../db/groupCommit';

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
 * Windows' counts in one script: for each window the library's count of its current slot (its
 * increment script: a new counter gets its lifetime) and a read of its other slots. One round
 * trip for a batch of windows (`countedInBatches`) instead of eleven commands a window, whose client work at a busy chat's pace (a take per message) held its messages for
 * seconds on busy cores. ARGV holds each window's key count and lifetime in turn; the answer,
 * each window's `{current, others}`. Atomic, so no attempt counted on another process between a
 * count and its reads is missed.
 */
const COUNT_IN_SLOTS_SCRIPT = `local answers = {}
local first = 1
for at = 1, #ARGV, 2 do
  local keys, kept = tonumber(ARGV[at]), ARGV[at + 1]
  local key = KEYS[first]
  redis.call('set', key, 0, 'EX', kept, 'NX')
  local current = redis.call('incrby', key, 1)
  if redis.call('ttl', key) == -1 then redis.call('expire', key, kept) end
  local others = {}
  if keys > 1 then others = redis.call('mget', unpack(KEYS, first + 1, first + keys - 1)) end
  answers[#answers + 1] = {current, others}
  first = first + keys
end
return answers`;

/** One window's count, as `countInSlots` takes it. */
interface SlotCount {
  current: string;
  others: readonly string[];
  keptSeconds: number;
}

/**
 * `counters` with windows counted in batches by `countBatch`, which answers each in the batch's
 * order: a count goes at once while fewer than two batches are out, and those that come
 * meanwhile go together in the next (groupCommit). A busy chat's takes (one a message) share
 * round trips, and a burst waits for a batch rather than for one of the store's few
 * connections: four connections for 400 counts at once kept some waiting past the pool's
 * connection timeout, and they were answered 503.
 */
function countedInBatches(
  counters: RateLimitStore,
  countBatch: (batch: readonly SlotCount[]) => Promise<SlotCounts[]>,
): RateLimitStore {
  const countInBatch = groupCommit(countBatch, { inFlight: 2, maxBatchSize: 200 });
  return Object.assign(counters, {
    countInSlots: (current: string, others: readonly string[], keptSeconds: number) =>
      countInBatch({ current, others, keptSeconds }),
  });
}

/**
 * The Redis counters with a batch's windows counted in one script, on the same keys as the
 * library's (`getKey`), so a refusal's uncount and a clear find them. While Redis is not ready
 * (and if the script fails) they count call by call, which the library's insurance (this
 * process's memory) answers at once.
 */
function redisCounters(counters: RateLimiterRedis, client: RedisScripting): RateLimitStore {
  const callByCall = countedCallByCall(counters);
  const byCall = callByCall.countInSlots.bind(callByCall);
  const untimed = client.withCommandOptions?.({ timeout: 0 }) ?? client;
  const eachByCall = (batch: readonly SlotCount[]) =>
    Promise.all(batch.map((count) => byCall(count.current, count.others, count.keptSeconds)));
  return countedInBatches(callByCall, async (batch) => {
    if (!client.isReady) return eachByCall(batch);
    let answer: unknown;
    try {
      answer = await within(
        untimed.eval(COUNT_IN_SLOTS_SCRIPT, {
          keys: batch.flatMap(({ current, others }) =>
            [current, ...others].map((key) => counters.getKey(key)),
          ),
          arguments: batch.flatMap(({ others, keptSeconds }) => [
            String(others.length + 1),
            String(keptSeconds),
          ]),
        }),
        COUNT_TIMEOUT_MS,
      );
    } catch {
      return eachByCall(batch);
    }
    return (answer as [number, (string | null)[]][]).map(([counted, read]) => ({
      current: Number(counted),
      others: read.map((count) => Number(count ?? 0)),
    }));
  });
}

/**
 * The library's increment (`rlflx-upsert`) of each counter of a batch by its attempts in it (a
 * lapsed counter restarts), in the order of their keys, so two batches at once lock their rows
 * in one order and never wait on each other in a circle.
 */
const INCREMENT_SQL = `insert into rate_limits (key, points, expire)
  select key, count(*)::int, max(expire)
    from unnest($1::text[], $2::bigint[]) as attempt(key, expire)
    group by key order by key
  on conflict (key) do update set
    points = case when rate_limits.expire <= $3 then excluded.points
      else rate_limits.points + excluded.points end,
    expire = case when rate_limits.expire <= $3 then excluded.expire else rate_limits.expire end
  returning key, points`;
const READ_SLOTS_SQL = `select key, points from rate_limits
  where key = any($1::text[]) and (expire > $2 or expire is null)`;

/**
 * The PostgreSQL counters with a batch's windows counted in two statements, the counts then one
 * read of the other slots, instead of one a slot (eleven for a chat message, on a pool of four:
 * a busy chat's messages waited seconds for them and were answered 503). Two, not one: a read in
 * the counting statement would see only what was committed when it began, and two attempts on
 * either side of a slot's edge could both miss the other. Attempts of one batch on one counter
 * are counted in the batch's order.
 */
function postgresCounters(counters: RateLimiterPostgres, pool: pg.Pool): RateLimitStore {
  return countedInBatches(countedCallByCall(counters), async (batch) => {
    // One connection for both: each checkout may wait the pool's whole connection timeout, and
    // a batch must not wait it twice while the database is away.
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      const countedAt = Date.now();
      const currents = batch.map(({ current }) => counters.getKey(current));
      const counted = await client.query<{ key: string; points: number }>({
        name: 'limits-count-in-slots',
        text: INCREMENT_SQL,
        values: [
          currents,
          batch.map(({ keptSeconds }) => countedAt + keptSeconds * 1000),
          countedAt,
        ],
      });
      const read = await client.query<{ key: string; points: number }>({
        name: 'limits-read-slots',
        text: READ_SLOTS_SQL,
        values: [
          [...new Set(batch.flatMap(({ others }) => others.map((key) => counters.getKey(key))))],
          Date.now(),
        ],
      });
      const points = new Map(read.rows.map((row) => [row.key, Number(row.points)]));
      // A counter's attempts in this batch, counted up to its total: the first had the count
      // before the others'.
      const totals = new Map(counted.rows.map((row) => [row.key, Number(row.points)]));
      const attempts = new Map<string, number>();
      for (const key of currents) attempts.set(key, (attempts.get(key) ?? 0) + 1);
      return batch.map(({ others }, index) => {
        const key = currents[index]!;
        const later = (attempts.get(key) ?? 1) - 1;
        attempts.set(key, later);
        return {
          current: (totals.get(key) ?? 1) - later,
          others: others.map((other) => points.get(counters.getKey(other)) ?? 0),
        };
      });
    } catch (error) {
      failure = error as Error;
      throw error;
    } finally {
      // A failed connection is dropped rather than handed to the next call.
      client.release(failure);
    }
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
