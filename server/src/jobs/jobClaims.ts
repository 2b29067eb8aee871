import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A job's run this process claimed: how many runs before it failed in a row. */
export interface ClaimedRun {
  failures: number;
}

/**
 * The claims of jobs one process at a time runs, in `scheduled_jobs`: a run is claimed by the
 * one UPDATE that finds the job due and unclaimed, so two processes on one database never both
 * run it; a claim lapses at `claimed_until`, so a process that died mid-run holds it no longer.
 */
export class JobClaims {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The job's row, due at `firstRunAt` when new. `atStart`: due now even when the row says later
   * (what a start catches up on, such as payments a stopped process left pending).
   */
  async register(name: string, firstRunAt: Date, atStart: boolean): Promise<void> {
    await this.db
      .insertInto('scheduled_jobs')
      .values({ name, next_run_at: firstRunAt })
      .onConflict((conflict) =>
        atStart
          ? conflict
              .column('name')
              .doUpdateSet({ next_run_at: sql`least(scheduled_jobs.next_run_at, ${firstRunAt})` })
          : conflict.column('name').doNothing(),
      )
      .execute();
  }

  /** Claims the run if the job is due and no live claim holds it; undefined otherwise. */
  async claim(name: string, now: Date, claimedUntil: Date): Promise<ClaimedRun | undefined> {
    return this.db
      .updateTable('scheduled_jobs')
      .set({ claimed_until: claimedUntil })
      .where('name', '=', name)
      .where('next_run_at', '<=', now)
      .where((where) =>
        where.or([where('claimed_until', 'is', null), where('claimed_until', '<=', now)]),
      )
      .returning('failures')
      .executeTakeFirst();
  }

  /** When the job may be claimed next: its due time, or the end of another process's claim. */
  async nextChance(name: string): Promise<Date | undefined> {
    const row = await this.db
      .selectFrom('scheduled_jobs')
      .select(['next_run_at', 'claimed_until'])
      .where('name', '=', name)
      .executeTakeFirst();
    if (!row) return undefined;
    const { next_run_at, claimed_until } = row;
    return claimed_until && claimed_until > next_run_at ? claimed_until : next_run_at;
  }

  /** The run ended: the claim released, the next run at `nextRunAt`, failures in a row kept. */
  async release(name: string, nextRunAt: Date, failures: number): Promise<void> {
    await this.db
      .updateTable('scheduled_jobs')
      .set({ claimed_until: null, next_run_at: nextRunAt, failures })
      .where('name', '=', name)
      .execute();
  }
}
