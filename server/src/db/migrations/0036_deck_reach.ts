import type { Kysely } from 'kysely';
import { writeRevisionTriggers } from '../cardRevision';

/**
 * A deck that never runs dry: the filter's "Active within" (days back, null for anyone; the own
 * profile reads it, so the revision triggers are written again) and the members each member
 * saved for later (out of their deck, on their Saved list, latest first).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('filter_active_days', 'integer').execute();
  await writeRevisionTriggers(db);
  await db.schema
    .createTable('saved_members')
    .addColumn('member_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('saved_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('saved_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('saved_members_pkey', ['member_id', 'saved_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_members').execute();
  await db.schema.alterTable('members').dropColumn('filter_active_days').execute();
  await writeRevisionTriggers(db);
}
