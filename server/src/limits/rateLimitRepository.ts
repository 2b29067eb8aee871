import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { HitsByKey, RateLimitStore } from './rateLimitStore';

/** The rate limits in the database: one row per counted attempt, shared by every server process. */
export class RateLimitRepository implements RateLimitStore {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * One short transaction holding a lock on each key, so two processes (or two requests)
   * counting the same key at once cannot both take the last free attempt. Locked in one order,
   * so two transactions sharing keys never wait for each other in a cycle.
   */
  take<T>(
    keys: readonly string[],
    since: Date,
    at: Date,
    admit: (hits: HitsByKey) => T,
  ): Promise<{ admitted: T; ids: string[] }> {
    return this.db.transaction().execute(async (trx) => {
      await sql`
        SELECT pg_advisory_xact_lock(lock_key)
        FROM (SELECT DISTINCT hashtext(key) AS lock_key FROM unnest(${[...keys]}::text[]) AS key
              ORDER BY lock_key) AS ordered`.execute(trx);
      const rows = await trx
        .selectFrom('rate_limit_hits')
        .select(['key', 'hit_at'])
        .where('key', 'in', keys)
        .where('hit_at', '>', since)
        .orderBy('hit_at', 'desc')
        .execute();
      const hits = new Map<string, Date[]>();
      for (const row of rows) {
        const keyHits = hits.get(row.key);
        if (keyHits) keyHits.push(row.hit_at);
        else hits.set(row.key, [row.hit_at]);
      }
      const admitted = admit(hits);
      const recorded = await trx
        .insertInto('rate_limit_hits')
        .values(keys.map((key) => ({ key, hit_at: at })))
        .returning(['id', 'key'])
        .execute();
      return {
        admitted,
        ids: keys.map((key) => recorded.find((row) => row.key === key)?.id ?? ''),
      };
    });
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
