import type { Kysely } from 'kysely';

/**
 * Snooze and incognito. A member snoozed since `snoozed_at` is out of other members' discovery
 * lists until `snoozed_until` passes (never while it is null: until turned off); the end is
 * compared with the clock at every read, so no job lifts it. `incognito` (premium) shows the
 * member only to those they liked and their matches, while premium lasts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('snoozed_at', 'timestamptz')
    .addColumn('snoozed_until', 'timestamptz')
    .addColumn('incognito', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .dropColumn('snoozed_at')
    .dropColumn('snoozed_until')
    .dropColumn('incognito')
    .execute();
}
