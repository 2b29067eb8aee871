import { sql, type Kysely } from 'kysely';

/**
 * A member's new profile photo is answered before its screening (the explicit-image model, the
 * copies of other accounts' photos) and shown to no one else until it ends (photos README,
 * "Screening after the answer"). The start's job finds photos whose screening a stopped process
 * never finished by the partial index (empty but for the last seconds' uploads).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('photos')
    .addColumn('awaiting_screening', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('photos_awaiting_screening')
    .on('photos')
    .column('created_at')
    .where(sql.ref('awaiting_screening'), '=', true)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('photos_awaiting_screening').execute();
  await db.schema.alterTable('photos').dropColumn('awaiting_screening').execute();
}
