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

/**
 * rate-limiter-flexible's counters: atomic increments with an expiry, in the backend's store.
 * The RateLimiter decides from the counts itself (windows on the app's clock, several limits and
 * backoff a policy), so the library never refuses on its own: its points are never reached, and
 * each call gives its key's lifetime (customDuration).
 */
export type RateLimitStore = RateLimiterAbstract;

const NEVER_REACHED = 2 ** 31 - 1;

export function rateLimitStore(backend: RateLimitBackend): RateLimitStore {
  const counting = { points: NEVER_REACHED, duration: 60 };
  switch (backend.kind) {
    case 'memory':
      return new RateLimiterMemory({ ...counting, keyPrefix: '' });
    case 'postgres':
      return new RateLimiterPostgres({
        ...counting,
        storeClient: backend.pool,
        storeType: 'pool',
        // Created by the migrations (0024_limits), in the schema the pool's search path names.
        tableName: 'rate_limits',
        tableCreated: true,
        keyPrefix: '',
      });
    case 'redis':
      return new RateLimiterRedis({
        ...counting,
        storeClient: backend.client,
        // node-redis 4 and later (this is 6): its eval/multi signatures, not ioredis's.
        useRedisPackage: true,
        // While Redis is away, each process counts in its own memory at once (the library's
        // insurance): limits hold per process, and members on one process keep chatting.
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ ...counting, keyPrefix: '' }),
        keyPrefix: `${backend.keyPrefix}limits`,
      });
  }
}
