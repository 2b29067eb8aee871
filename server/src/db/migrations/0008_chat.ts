import { sql, type Kysely } from 'kysely';

/**
 * Chat: messages, each member's own state of a chat (cleared, favourite, read), chat pictures,
 * the live socket connections that make a member online, and Web Push subscriptions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A message stays when its sender is deleted (sender_id null): the other keeps the history.
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('chat_id', 'integer', (column) =>
      column.notNull().references('chats.id').onDelete('cascade'),
    )
    .addColumn('sender_id', 'integer', (column) =>
      column.references('members.id').onDelete('set null'),
    )
    .addColumn('client_id', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) =>
      column.notNull().check(sql`type in ('text', 'image', 'feed')`),
    )
    .addColumn('text', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('image_name', 'text')
    // The feed item may be deleted later; what it said is kept with the message.
    .addColumn('feed_type', 'text')
    .addColumn('feed_content', 'text')
    .addColumn('feed_images', sql`text[]`)
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    // A retried send (same sender, same client id) is stored once.
    .addUniqueConstraint('chat_messages_client_unique', ['sender_id', 'client_id'])
    .execute();
  await db.schema
    .createIndex('chat_messages_chat_id')
    .on('chat_messages')
    .columns(['chat_id', 'id'])
    .execute();

  // One member's side of a chat: clearing hides messages up to cleared_up_to for them only.
  await db.schema
    .createTable('chat_member_states')
    .addColumn('chat_id', 'integer', (column) =>
      column.notNull().references('chats.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('cleared_up_to', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('read_up_to', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('favorite', 'boolean', (column) => column.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('chat_member_states_pkey', ['chat_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('chat_member_states_member_id')
    .on('chat_member_states')
    .column('member_id')
    .execute();

  // Pictures uploaded for chat, sendable once by their uploader.
  await db.schema
    .createTable('chat_images')
    .addColumn('image_name', 'text', (column) => column.primaryKey())
    .addColumn('member_id', 'integer', (column) =>
      column.references('members.id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();

  // Open sockets of every server process; a member is online while one is fresh.
  await db.schema
    .createTable('member_connections')
    .addColumn('socket_id', 'text', (column) => column.primaryKey())
    .addColumn('member_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('node_id', 'text', (column) => column.notNull())
    .addColumn('seen_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('member_connections_member_id')
    .on('member_connections')
    .column('member_id')
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('endpoint', 'text', (column) => column.primaryKey())
    .addColumn('member_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('p256dh', 'text', (column) => column.notNull())
    .addColumn('auth', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_member_id')
    .on('push_subscriptions')
    .column('member_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'push_subscriptions',
    'member_connections',
    'chat_images',
    'chat_member_states',
    'chat_messages',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
