import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The SQL of the rate limits: one row per counted attempt, shared by every server process. */
export class RateLimitRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Runs `work` holding a lock on the key, so two processes (or two requests) counting the same
   * key at once cannot both take the last free attempt.
   */
  withKeyLock<T>(key: string, work: (locked: RateLimitRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
      return work(new RateLimitRepository(trx));
    });
  }

  /** The key's attempts since a time, newest first. */
  async hitsSince(key: string, since: Date): Promise<Date[]> {
    const rows = await this.db
      .selectFrom('rate_limit_hits')
      .select('hit_at')
      .where('key', '=', key)
      .where('hit_at', '>', since)
      .orderBy('hit_at', 'desc')
      .execute();
    return rows.map((row) => row.hit_at);
  }

  async record(key: string, at: Date): Promise<string> {
    const { id } = await this.db
      .insertInto('rate_limit_hits')
      .values({ key, hit_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_hits').where('id', '=', id).execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_hits').where('key', '=', key).execute();
  }

  async deleteOlderThan(before: Date): Promise<void> {
    await this.db.deleteFrom('rate_limit_hits').where('hit_at', '<', before).execute();
  }
}
