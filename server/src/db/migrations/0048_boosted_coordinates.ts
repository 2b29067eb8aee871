import { sql, type Kysely } from 'kysely';

/**
 * The boosted members' positions, indexed apart: the deck's boosted part finds the boosted few
 * near the searcher in it instead of reading every boosted member of the country (at 1,000,000
 * members, a thousand boosted at once cost each deck page 1 to 5 ms).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('members_boosted_coordinates')
    .on('members')
    .using('spgist')
    .column('coordinates')
    .where(sql.ref('boosted_until'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('members_boosted_coordinates').execute();
}
