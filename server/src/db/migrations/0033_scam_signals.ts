import { sql, type Kysely } from 'kysely';

/**
 * The scam check (modules/scams): a chat text asking to move to another app or for money is
 * delivered with a `caution` (the hit's kind) its receiver is warned with; every such hit is a
 * signal kept with its evidence, so a sender reaching several members is put in the moderators'
 * queue by a report of the check itself, which has no reporter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_messages').addColumn('caution', 'text').execute();
  await db.schema
    .createTable('scam_signals')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('sender_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('receiver_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('message_id', 'bigint', (column) =>
      column.references('chat_messages.id').onDelete('set null'),
    )
    .addColumn('kinds', sql`text[]`, (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('scam_signals_sender')
    .on('scam_signals')
    .columns(['sender_id', 'created_at'])
    .execute();
  await db.schema
    .alterTable('reports')
    .alterColumn('reporter_id', (column) => column.dropNotNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db
    .deleteFrom('reports' as never)
    .where('reporter_id' as never, 'is', null)
    .execute();
  await db.schema
    .alterTable('reports')
    .alterColumn('reporter_id', (column) => column.setNotNull())
    .execute();
  await db.schema.dropTable('scam_signals').execute();
  await db.schema.alterTable('chat_messages').dropColumn('caution').execute();
}
