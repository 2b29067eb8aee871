import { sql, type Kysely } from 'kysely';

/**
 * Read receipts, reactions and the choice to view explicit pictures. Receipts are per-chat
 * high-water marks on each member's side of the chat (one row per member and chat, not one per
 * message): the last message of the other member their client received (delivered_up_to) and
 * saw on screen (seen_up_to). members.read_receipts off: nobody gets Read from them and they
 * see no Read from others. A reaction is one emoji per member and message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('read_receipts', 'boolean', (column) => column.notNull().defaultTo(true))
    .execute();
  await db.schema
    .alterTable('chat_member_states')
    .addColumn('delivered_up_to', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('seen_up_to', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('show_explicit', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('chat_reactions')
    .addColumn('message_id', 'bigint', (column) =>
      column.notNull().references('chat_messages.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('emoji', 'text', (column) => column.notNull().check(sql`length(emoji) <= 16`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('chat_reactions_pkey', ['message_id', 'member_id'])
    .execute();
  // A deleted member's reactions go with them (cascade): found by member.
  await db.schema
    .createIndex('chat_reactions_member_id')
    .on('chat_reactions')
    .column('member_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_reactions').execute();
  await db.schema
    .alterTable('chat_member_states')
    .dropColumn('delivered_up_to')
    .dropColumn('seen_up_to')
    .dropColumn('show_explicit')
    .execute();
  await db.schema.alterTable('members').dropColumn('read_receipts').execute();
}
