import { sql, type Kysely } from 'kysely';

/**
 * Hidden words (modules/hiddenWords): each member's list, and the mark of what went to their
 * Hidden folder instead of their chats: an opening message (`chat_messages.hidden`, hidden from
 * its receiver only) and a like's comment (`swipes.comment_hidden`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hidden_words')
    .addColumn('member_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('word', 'text', (column) => column.notNull())
    .addColumn('added_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('hidden_words_pkey', ['member_id', 'word'])
    .execute();
  await db.schema
    .alterTable('chat_messages')
    .addColumn('hidden', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('swipes')
    .addColumn('comment_hidden', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
  // The Hidden folder reads a member's hidden messages; few rows are hidden.
  await sql`create index chat_messages_hidden on chat_messages (chat_id) where hidden`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('swipes').dropColumn('comment_hidden').execute();
  await db.schema.alterTable('chat_messages').dropColumn('hidden').execute();
  await db.schema.dropTable('hidden_words').execute();
}
