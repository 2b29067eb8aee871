import { sql, type Kysely } from 'kysely';
import { writeRevisionTriggers } from '../cardRevision';
import { writeDeckTraits } from '../../modules/discovery/deckTraits';

/**
 * The positions' index also holds the dealbreakers of many values (purposes, identities,
 * orientation, languages, family plans) as tokens (`members.deck_traits`, discovery's
 * deckTraits.ts): the deck's scan skips whoever misses them inside the index instead of reading
 * their rows. The column is hidden from the revision triggers (written again here).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await writeDeckTraits(db);
  await writeRevisionTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index members_deck_position`.execute(db);
  await sql`alter table members drop column deck_traits`.execute(db);
  await sql`drop function deck_traits_of`.execute(db);
  await sql`drop function deck_tokens`.execute(db);
  await writeRevisionTriggers(db);
  await db.schema
    .createIndex('members_deck_position')
    .on('members')
    .using('gist')
    .columns(['coordinates', 'birth_date', 'gender', 'verified'])
    .execute();
}
