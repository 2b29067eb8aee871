import type { Kysely } from 'kysely';

/**
 * The rate limits' counters (rate-limiter-flexible's RateLimiterPostgres), one row per key and
 * window, instead of one row per attempt. The library's own table has a 255-character key; an
 * e-mail address alone may be 254, so the key here is text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
    // Milliseconds since the epoch, as the library writes it.
    .addColumn('expire', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('hit_at', 'timestamptz', (column) => column.notNull())
    .execute();
}
