import { sql, type Kysely } from 'kysely';

/**
 * Voice and video calls (modules/calls): each call and how it ended, who is ringing or in a call
 * now (one row a member, so two processes cannot both ring a busy member), each member's "Allow
 * calls" per chat, and a call's line in the chat (chat_messages.call_*).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_calls')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('chat_id', 'integer', (column) =>
      column.notNull().references('chats.id').onDelete('cascade'),
    )
    .addColumn('caller_id', 'integer', (column) =>
      column.references('members.id').onDelete('set null'),
    )
    .addColumn('callee_id', 'integer', (column) =>
      column.references('members.id').onDelete('set null'),
    )
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('voice', 'video')`))
    .addColumn('state', 'text', (column) =>
      column.notNull().check(sql`state in ('ringing', 'active', 'ended')`),
    )
    .addColumn('outcome', 'text', (column) =>
      column.check(sql`outcome in ('completed', 'declined', 'missed', 'busy')`),
    )
    // The tabs that hold the call: a closed one ends it.
    .addColumn('caller_socket', 'text')
    .addColumn('callee_socket', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('answered_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('member_calls_live')
    .on('member_calls')
    .columns(['state', 'created_at'])
    .where(sql.ref('state'), '<>', 'ended')
    .execute();

  await db.schema
    .createTable('busy_members')
    .addColumn('member_id', 'integer', (column) =>
      column.primaryKey().references('members.id').onDelete('cascade'),
    )
    .addColumn('call_id', 'integer', (column) =>
      column.notNull().references('member_calls.id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('busy_members_call_id')
    .on('busy_members')
    .column('call_id')
    .execute();

  await db.schema
    .createTable('chat_call_settings')
    .addColumn('chat_id', 'integer', (column) =>
      column.notNull().references('chats.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('calls_allowed', 'boolean', (column) => column.notNull())
    .addPrimaryKeyConstraint('chat_call_settings_pkey', ['chat_id', 'member_id'])
    .execute();

  await db.schema
    .alterTable('chat_messages')
    .addColumn('call_kind', 'text')
    .addColumn('call_outcome', 'text')
    .addColumn('call_seconds', 'integer')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chat_messages')
    .dropColumn('call_kind')
    .dropColumn('call_outcome')
    .dropColumn('call_seconds')
    .execute();
  await db.schema.dropTable('chat_call_settings').execute();
  await db.schema.dropTable('busy_members').execute();
  await db.schema.dropTable('member_calls').execute();
}
