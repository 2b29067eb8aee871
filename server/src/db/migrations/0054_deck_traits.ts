import { sql, type Kysely } from 'kysely';
import { writeRevisionTriggers } from '../cardRevision';
import { writeDeckTraits } from '../../modules/discovery/deckTraits';

/** The count's triggers on member_questions: statement by statement, from the transition tables. */
const COUNT_TRIGGERS = [
  { name: 'member_questions_added', event: 'insert', rows: 'new', sign: '+' },
  { name: 'member_questions_removed', event: 'delete', rows: 'old', sign: '-' },
] as const;

/**
 * The positions' index also holds the dealbreakers of many values (purposes, identities,
 * orientation, languages, family plans, has answered questions) as tokens (`members.deck_traits`,
 * discovery's deckTraits.ts): the deck's scan skips whoever misses them inside the index instead
 * of reading their rows. Whether a member answered enough questions comes from
 * `members.questions_answered`, the count of their answers kept by triggers (an answer added,
 * one removed, the cascade of a question or an answer the admin deleted), one update per
 * statement. Both columns are hidden from the revision triggers (written again here).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('questions_answered', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`update members m set questions_answered = a.answered
    from (select member_id, count(*)::int as answered from member_questions group by member_id) a
    where a.member_id = m.id`.execute(db);
  for (const { name, event, rows, sign } of COUNT_TRIGGERS) {
    await sql
      .raw(
        `create function ${name}() returns trigger language plpgsql as $$
begin
  update members m set questions_answered = m.questions_answered ${sign} a.answered
  from (select member_id, count(*)::int as answered from answers group by member_id) a
  where a.member_id = m.id;
  return null;
end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${name} after ${event} on member_questions
          referencing ${rows} table as answers for each statement execute function ${name}()`,
      )
      .execute(db);
  }
  await writeDeckTraits(db);
  await writeRevisionTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index members_deck_position`.execute(db);
  await sql`alter table members drop column deck_traits`.execute(db);
  await sql`drop function deck_traits_of`.execute(db);
  await sql`drop function deck_tokens`.execute(db);
  for (const { name } of COUNT_TRIGGERS) {
    await sql.raw(`drop trigger ${name} on member_questions`).execute(db);
    await sql.raw(`drop function ${name}`).execute(db);
  }
  await sql`alter table members drop column questions_answered`.execute(db);
  await writeRevisionTriggers(db);
  await db.schema
    .createIndex('members_deck_position')
    .on('members')
    .using('gist')
    .columns(['coordinates', 'birth_date', 'gender', 'verified'])
    .execute();
}
