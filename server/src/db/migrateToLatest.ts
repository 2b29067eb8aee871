import { Migrator, type Kysely } from 'kysely';
import { MIGRATIONS } from './migrations';
import type { Database } from './schema';

/** Applies every pending migration; Kysely's lock keeps concurrent starts from racing. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
}
