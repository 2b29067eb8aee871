import { sql, type Kysely } from 'kysely';

/**
 * E-mail digests and data exports. Each member says whether new matches and unread messages are
 * mailed (on by default); `last_digest_at` is the guard every server process claims a member's
 * digest through, so one is mailed a day at most however many processes run. A data export is a
 * row holding its ZIP once built: in the database, so every process serves it and it is never in
 * the public uploads, and it goes with the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('email_matches', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('email_messages', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('last_digest_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('data_exports')
    // 256 random bits: the download needs it beside the member's session.
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('member_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('state', 'text', (column) =>
      column.notNull().check(sql`state in ('preparing', 'ready', 'failed')`),
    )
    .addColumn('requested_at', 'timestamptz', (column) => column.notNull())
    // A process building it; another takes it over when this is old (the process died).
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('ready_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('archive', 'bytea')
    .execute();
  await db.schema
    .createIndex('data_exports_member')
    .on('data_exports')
    .columns(['member_id', 'requested_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_exports').execute();
  await db.schema
    .alterTable('members')
    .dropColumn('email_matches')
    .dropColumn('email_messages')
    .dropColumn('last_digest_at')
    .execute();
}
