import type { Kysely } from 'kysely';

/**
 * The QA role, granted with the admin CLI like the moderators' (`qa add|remove|list`): a QA member
 * may point their own browser at any registered version of a remote (GET /api/remotes?override).
 * A table of its own: a member may be QA and a moderator alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('qa_members')
    .addColumn('member_id', 'integer', (column) =>
      column.primaryKey().references('members.id').onDelete('cascade'),
    )
    .addColumn('granted_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('qa_members').execute();
}
