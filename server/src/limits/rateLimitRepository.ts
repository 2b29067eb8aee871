import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The SQL of the rate limits: one row per counted attempt, shared by every server process. */
export class RateLimitRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Runs `work` holding a lock on each key, so two processes (or two requests) counting the same
   * key at once cannot both take the last free attempt. Locked in one order, so two transactions
   * sharing keys never wait for each other in a cycle.
   */
  withKeysLocked<T>(
    keys: readonly string[],
    work: (locked: RateLimitRepository) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await sql`
        SELECT pg_advisory_xact_lock(lock_key)
        FROM (SELECT DISTINCT hashtext(key) AS lock_key FROM unnest(${[...keys]}::text[]) AS key
              ORDER BY lock_key) AS ordered`.execute(trx);
      return work(new RateLimitRepository(trx));
    });
  }

  /** The keys' attempts since a time, each key's newest first. */
  async hitsSince(keys: readonly string[], since: Date): Promise<Map<string, Date[]>> {
    const rows = await this.db
      .selectFrom('rate_limit_hits')
      .select(['key', 'hit_at'])
      .where('key', 'in', keys)
      .where('hit_at', '>', since)
      .orderBy('hit_at', 'desc')
      .execute();
    const hits = new Map<string, Date[]>();
    for (const row of rows) hits.set(row.key, [...(hits.get(row.key) ?? []), row.hit_at]);
    return hits;
  }

  /** Records one attempt under each key; answers their ids, in the keys' order. */
  async record(keys: readonly string[], at: Date): Promise<string[]> {
    const rows = await this.db
      .insertInto('rate_limit_hits')
      .values(keys.map((key) => ({ key, hit_at: at })))
      .returning(['id', 'key'])
      .execute();
    return keys.map((key) => rows.find((row) => row.key === key)?.id ?? '');
  }

  async remove(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom('rate_limit_hits').where('id', 'in', ids).execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_hits').where('key', '=', key).execute();
  }

  async deleteOlderThan(before: Date): Promise<void> {
    await this.db.deleteFrom('rate_limit_hits').where('hit_at', '<', before).execute();
  }
}
