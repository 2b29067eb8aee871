import type { Kysely } from 'kysely';

/**
 * The scheduler's jobs that one process at a time runs (src/jobs/): when each is due next, which
 * process holds it until when, and how many runs in a row failed (the retry's backoff).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scheduled_jobs')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('next_run_at', 'timestamptz', (column) => column.notNull())
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('failures', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scheduled_jobs').execute();
}
