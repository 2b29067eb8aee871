import { sql, type Kysely } from 'kysely';

/** The reasons of a report as they were at this migration (shared/src/contract/safety.ts). */
const isReason = (column: string) =>
  sql`${sql.ref(column)} in ('fake_profile', 'inappropriate_photos', 'harassment', 'spam', 'underage', 'offline_behaviour', 'other')`;

/**
 * Safety and moderation: the moderator role and a member's standing (suspended until a time,
 * banned, and the reason they are told), reports with a reason, details, attached messages and
 * the action that closed them, the moderators' audit log, and the unmatches of the last weeks
 * (a member can still be reported after a match ends).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('role', 'text', (column) =>
      column
        .notNull()
        .defaultTo('member')
        .check(sql`role in ('member', 'moderator')`),
    )
    .addColumn('banned_at', 'timestamptz')
    .addColumn('suspended_until', 'timestamptz')
    .addColumn('standing_reason', 'text', (column) =>
      column.check(sql`standing_reason is null or ${isReason('standing_reason')}`),
    )
    .execute();

  // Kept when the accounts go: the log is the record of what moderators did.
  await db.schema
    .createTable('moderation_actions')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('moderator_id', 'integer', (column) => column.notNull())
    .addColumn('member_id', 'integer', (column) => column.notNull())
    .addColumn('action', 'text', (column) =>
      column.notNull().check(sql`action in ('dismiss', 'warn', 'suspend', 'ban', 'remove_photo')`),
    )
    .addColumn('note', 'text', (column) => column.notNull())
    .addColumn('reason', 'text', (column) =>
      column.check(sql`reason is null or ${isReason('reason')}`),
    )
    .addColumn('days', 'integer')
    .addColumn('until', 'timestamptz')
    .addColumn('photo_id', 'integer')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('moderation_actions_member')
    .on('moderation_actions')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('moderation_actions_moderator')
    .on('moderation_actions')
    .columns(['moderator_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('moderation_actions_created_at')
    .on('moderation_actions')
    .column('created_at')
    .execute();

  // A pair may have several reports over time (a new one after a closed one); one open at most.
  await db.schema.alterTable('reports').dropConstraint('reports_pkey').execute();
  await db.schema
    .alterTable('reports')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('reason', 'text', (column) =>
      column.notNull().defaultTo('other').check(isReason('reason')),
    )
    .addColumn('details', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('message_ids', sql`bigint[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
    .addColumn('closed_at', 'timestamptz')
    .addColumn('closed_by', 'integer', (column) =>
      column.references('moderation_actions.id').onDelete('set null'),
    )
    .addColumn('withdrawn_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('reports_open_pair')
    .on('reports')
    .columns(['reporter_id', 'reported_id'])
    .unique()
    .where(sql.ref('closed_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('reports_reporter_pair')
    .on('reports')
    .columns(['reporter_id', 'reported_id'])
    .execute();

  // The latest end of each pair's match, by either side.
  await db.schema
    .createTable('unmatches')
    .addColumn('member_low', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('member_high', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('unmatched_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('unmatches_pkey', ['member_low', 'member_high'])
    .execute();
  await db.schema
    .createIndex('unmatches_member_high')
    .on('unmatches')
    .column('member_high')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('unmatches').execute();
  await db.schema.dropIndex('reports_reporter_pair').execute();
  await db.schema.dropIndex('reports_open_pair').execute();
  // Closed reports of a pair fold back into one row per pair.
  await sql`DELETE FROM reports r USING reports newer WHERE newer.reporter_id = r.reporter_id AND newer.reported_id = r.reported_id AND newer.id > r.id`.execute(
    db,
  );
  await db.schema
    .alterTable('reports')
    .dropColumn('withdrawn_at')
    .dropColumn('closed_by')
    .dropColumn('closed_at')
    .dropColumn('message_ids')
    .dropColumn('details')
    .dropColumn('reason')
    .dropColumn('id')
    .execute();
  await db.schema
    .alterTable('reports')
    .addPrimaryKeyConstraint('reports_pkey', ['reporter_id', 'reported_id'])
    .execute();
  await db.schema.dropTable('moderation_actions').execute();
  await db.schema
    .alterTable('members')
    .dropColumn('standing_reason')
    .dropColumn('suspended_until')
    .dropColumn('banned_at')
    .dropColumn('role')
    .execute();
}
