import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Every payment attempt; the unique nonce is what makes a retried payment count once.
  await db.schema
    .createTable('payments')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    // Kept when the member is deleted: the ledger is the record of money taken.
    .addColumn('member_id', 'integer', (column) =>
      column.references('members.id').onDelete('set null'),
    )
    .addColumn('item_kind', 'text', (column) =>
      column.notNull().check(sql`item_kind in ('premium', 'boost', 'superlike')`),
    )
    .addColumn('item_id', 'integer', (column) => column.notNull())
    .addColumn('amount', 'numeric(10, 2)', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('gateway', 'text', (column) => column.notNull())
    .addColumn('nonce', 'text', (column) => column.notNull().unique())
    .addColumn('transaction_id', 'text')
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('pending', 'succeeded', 'declined', 'failed')`),
    )
    .addColumn('decline_reason', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('payments_member_id').on('payments').column('member_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payments').execute();
}
