import { sql, type Kysely } from 'kysely';

/**
 * Braintree's static test nonces pay any number of purchases, so a nonce is unique in the ledger
 * only when it is a single-use one. A reusable nonce counts once per member, item and 10
 * minutes; the payments repository checks that under an advisory lock, as no unique key can
 * express a window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Rows already in the ledger were taken as single-use: they keep that rule.
  await db.schema
    .alterTable('payments')
    .addColumn('nonce_reusable', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('payments').dropConstraint('payments_nonce_key').execute();
  await db.schema
    .createIndex('payments_single_use_nonce')
    .on('payments')
    .column('nonce')
    .unique()
    .where(sql.ref('nonce_reusable'), '=', false)
    .execute();
}

/** Fails while two rows share a reusable nonce: the ledger is not rewritten to go back. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_single_use_nonce').execute();
  await db.schema
    .alterTable('payments')
    .addUniqueConstraint('payments_nonce_key', ['nonce'])
    .execute();
  await db.schema.alterTable('payments').dropColumn('nonce_reusable').execute();
}
