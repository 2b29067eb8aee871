import type { Kysely } from 'kysely';
import { writeRevisionTriggers } from '../cardRevision';

/**
 * The filter's "Has answered questions" (discoveryFilters.ts, the `answered` criterion): a
 * dealbreaker or a preference like every other filter. The own profile reads it, so the revision
 * triggers are written again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('filter_answered', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
  await writeRevisionTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('filter_answered').execute();
  await writeRevisionTriggers(db);
}
