import { Migrator, sql, type Kysely } from 'kysely';
import { MIGRATIONS } from './migrations';
import type { Database } from './schema';

/**
 * Applies every pending migration; Kysely's lock keeps concurrent starts from racing. Kysely is
 * told the schema its own tables live in: left to find them, it accepts a `kysely_migration` of
 * any schema of the database (another app's, a parallel test's) and then fails on ours.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
    migrationTableSchema: rows[0]!.schema,
    // Features land in any order with numbers given in advance: a database that already has a
    // later one (0018) still takes an earlier one merged after it (0017).
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error');
    // The cause's message in the message: test reports and some log lines print no cause.
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, {
      cause: error,
    });
  }
}
