import { sql, type Kysely } from 'kysely';
import { writeRevisionTriggers } from '../cardRevision';

/**
 * Identities for everyone and dealbreakers (profileFields.ts, discoveryFilters.ts): a member's
 * gender identity (the spec's `gender` is kept beside it, written from it), pronouns and
 * orientations; the filter's wanted identities, orientations and family plans, "verified members
 * only" kept with the filter, and the filters the member left preferences (ranking, not hiding).
 * The own profile reads every one of them, so the revision triggers are written again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const list = sql`text[]`;
  const emptyList = sql`'{}'`;
  await db.schema
    .alterTable('members')
    .addColumn('gender_identity', 'text')
    .addColumn('pronouns', list, (column) => column.notNull().defaultTo(emptyList))
    .addColumn('orientation', list, (column) => column.notNull().defaultTo(emptyList))
    .addColumn('filter_gender_identity', list, (column) => column.notNull().defaultTo(emptyList))
    .addColumn('filter_orientation', list, (column) => column.notNull().defaultTo(emptyList))
    .addColumn('filter_family_plans', list, (column) => column.notNull().defaultTo(emptyList))
    .addColumn('filter_verified', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('filter_preferences', list, (column) => column.notNull().defaultTo(emptyList))
    .execute();
  await writeRevisionTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .dropColumn('gender_identity')
    .dropColumn('pronouns')
    .dropColumn('orientation')
    .dropColumn('filter_gender_identity')
    .dropColumn('filter_orientation')
    .dropColumn('filter_family_plans')
    .dropColumn('filter_verified')
    .dropColumn('filter_preferences')
    .execute();
  await writeRevisionTriggers(db);
}
