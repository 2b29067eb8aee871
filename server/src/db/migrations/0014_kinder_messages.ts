import type { Kysely } from 'kysely';

/**
 * Kinder messages: a text the offensive-language check flags is stored marked, so its receiver
 * is asked whether it bothers them; a flagged text refused once is remembered for a while, so
 * sending the same text again in the same chat goes through (clients that cannot confirm).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chat_messages')
    .addColumn('flagged', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('chat_kindness_warnings')
    .addColumn('sender_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('chat_id', 'integer', (column) =>
      column.notNull().references('chats.id').onDelete('cascade'),
    )
    // sha-256 of the text: what was refused is not kept.
    .addColumn('text_hash', 'text', (column) => column.notNull())
    .addColumn('warned_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('chat_kindness_warnings_pkey', ['sender_id', 'chat_id', 'text_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_kindness_warnings').execute();
  await db.schema.alterTable('chat_messages').dropColumn('flagged').execute();
}
