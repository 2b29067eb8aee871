import { sql, type Kysely } from 'kysely';

/**
 * Each photo's card-sized rendition (WebP, photos module README): the deck's cards load it
 * instead of the full copy. Null until made; the start's job finds the photos still without one
 * by the partial index (empty once they all have one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('photos').addColumn('card_name', 'text').execute();
  await db.schema
    .createIndex('photos_without_card')
    .on('photos')
    .column('image_name')
    .where(sql.ref('card_name'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('photos_without_card').execute();
  await db.schema.alterTable('photos').dropColumn('card_name').execute();
}
