import { sql, type Kysely } from 'kysely';

/**
 * The boosted members' index keeps when each boost ends beside the position (GiST, through
 * btree_gist): a boost that has ended stays in the index (boosted_until is never cleared), so on
 * the position alone the deck's boosted part read every member who had ever boosted near the
 * searcher to find the few boosted now (about 300 rows, 1 ms of each page, at 1,000,000 members
 * with a thousand past boosts); with the end in the index, those are skipped inside it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('members_boosted_coordinates').execute();
  await db.schema
    .createIndex('members_boosted_coordinates')
    .on('members')
    .using('gist')
    .columns(['coordinates', 'boosted_until'])
    .where(sql.ref('boosted_until'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('members_boosted_coordinates').execute();
  await db.schema
    .createIndex('members_boosted_coordinates')
    .on('members')
    .using('spgist')
    .column('coordinates')
    .where(sql.ref('boosted_until'), 'is not', null)
    .execute();
}
