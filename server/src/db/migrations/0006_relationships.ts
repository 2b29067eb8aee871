import { sql, type Kysely } from 'kysely';

/**
 * The pairs both discovery and chat read: matches (mutual likes), blocks and chats. A pair is
 * stored once, lower member id first, so "are A and B matched" is one unique-index lookup
 * whichever of the two asks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('matches')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_low', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('member_high', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addCheckConstraint('matches_pair_ordered', sql`member_low < member_high`)
    .addUniqueConstraint('matches_pair_unique', ['member_low', 'member_high'])
    .execute();
  await db.schema.createIndex('matches_member_high').on('matches').column('member_high').execute();

  // Directed: the blocker chose it; either direction stops chat and hides both from discovery.
  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('blocked_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('blocks_pkey', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('blocks_blocked_id').on('blocks').column('blocked_id').execute();

  // A conversation outlives an unfriend and the other member's deletion (their side turns null:
  // the one left keeps the history and sees 'This account has been deleted.'); chat_id in routes
  // is its id.
  await db.schema
    .createTable('chats')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('member_low', 'integer', (column) =>
      column.references('members.id').onDelete('set null'),
    )
    .addColumn('member_high', 'integer', (column) =>
      column.references('members.id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addCheckConstraint('chats_pair_ordered', sql`member_low < member_high`)
    .addUniqueConstraint('chats_pair_unique', ['member_low', 'member_high'])
    .execute();
  await db.schema.createIndex('chats_member_high').on('chats').column('member_high').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['chats', 'blocks', 'matches']) {
    await db.schema.dropTable(table).execute();
  }
}
