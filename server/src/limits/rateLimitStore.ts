/** Each key's counted attempts, newest first. */
export type HitsByKey = ReadonlyMap<string, readonly Date[]>;

/**
 * Where the RateLimiter counts attempts: the database when several processes share the limits
 * (PostgreSQL), memory when one process is all there is (PGlite).
 */
export interface RateLimitStore {
  /**
   * Hands `admit` the keys' attempts since `since`; unless it throws (the limit refuses), counts
   * one attempt under each key at `at`. No attempt of these keys is counted in between, so two
   * requests never both take the last free one. Answers what `admit` answered and the attempts'
   * ids, in the keys' order.
   */
  take<T>(
    keys: readonly string[],
    since: Date,
    at: Date,
    admit: (hits: HitsByKey) => T,
  ): Promise<{ admitted: T; ids: string[] }>;
  remove(ids: readonly string[]): Promise<void>;
  clear(key: string): Promise<void>;
  deleteOlderThan(before: Date): Promise<void>;
}
