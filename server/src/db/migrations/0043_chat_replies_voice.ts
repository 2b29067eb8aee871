import { sql, type Kysely } from 'kysely';

/**
 * Chat replies, unsending and voice notes (modules/chat README): a message may quote another of
 * its chat (`reply_to`), its sender may unsend it (`unsent_at`: every member's read shows it
 * removed, the row keeps what a report attached), and a voice note is a message of type 'voice'
 * whose recording is stored under `voice_name`, with the duration and loudness the server read.
 * Voice notes recorded but not sent yet wait in `chat_voice_notes`, as pictures in chat_images.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chat_messages')
    .addColumn('reply_to', 'bigint', (column) =>
      column.references('chat_messages.id').onDelete('set null'),
    )
    .addColumn('unsent_at', 'timestamptz')
    .addColumn('voice_name', 'text')
    .addColumn('voice_duration_ms', 'integer')
    .addColumn('voice_waveform', sql`smallint[]`)
    .execute();
  await sql`alter table chat_messages drop constraint chat_messages_type_check`.execute(db);
  await sql`alter table chat_messages add constraint chat_messages_type_check
    check (type in ('text', 'image', 'feed', 'voice'))`.execute(db);

  await db.schema
    .createTable('chat_voice_notes')
    .addColumn('voice_name', 'text', (column) => column.primaryKey())
    .addColumn('member_id', 'integer', (column) =>
      column.references('members.id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('duration_ms', 'integer', (column) => column.notNull())
    .addColumn('waveform', sql`smallint[]`, (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_voice_notes').execute();
  await sql`delete from chat_messages where type = 'voice'`.execute(db);
  await sql`alter table chat_messages drop constraint chat_messages_type_check`.execute(db);
  await sql`alter table chat_messages add constraint chat_messages_type_check
    check (type in ('text', 'image', 'feed'))`.execute(db);
  await db.schema
    .alterTable('chat_messages')
    .dropColumn('reply_to')
    .dropColumn('unsent_at')
    .dropColumn('voice_name')
    .dropColumn('voice_duration_ms')
    .dropColumn('voice_waveform')
    .execute();
}
