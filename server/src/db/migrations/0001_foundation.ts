import { sql, type Kysely } from 'kysely';

// Migrations take an untyped Kysely: they describe the schema as it was at their time.
export async function up(db: Kysely<unknown>): Promise<void> {
  // cube and earthdistance back the index-based nearby search; PGlite loads them at open.
  await sql`CREATE EXTENSION IF NOT EXISTS cube`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS earthdistance`.execute(db);

  await db.schema
    .createTable('applied_seeds')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('applied_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('applied_seeds').execute();
}
