import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { testBackends, type TestDatabase } from '../../../test/support/testBackends';
import { deckTraitFunctions } from './deckTraits';

/**
 * The deck's index holds `members.deck_traits` as the functions computed it when the column was
 * written (writeDeckTraits). A change of deckTraits.ts, or of what a filter sees of a field
 * (filterableValue), that no migration wrote again leaves the index dropping members the
 * criteria keep: the installed functions must be this code's.
 */
for (const backend of testBackends()) {
  describe(`the deck's traits on ${backend.name}`, { skip: backend.skip }, () => {
    let database: TestDatabase;

    before(async () => {
      database = await backend.open({ prepared: true });
    });
    after(async () => {
      await database?.close();
    });

    it('are computed by the functions this code writes', async () => {
      const { db } = database.handle;
      const { rows } = await sql<{ name: string; parameters: string; body: string }>`
        select proname as name, pg_get_function_arguments(oid) as parameters, prosrc as body
        from pg_proc where pronamespace = current_schema()::regnamespace
          and proname in ('deck_tokens', 'deck_traits_of')
        order by proname`.execute(db);
      const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db))
        .rows[0]?.schema;
      assert.ok(schema);
      const written = deckTraitFunctions(db, schema);
      assert.deepEqual(
        rows,
        written.map(({ name, parameters, body }) => ({ name, parameters, body })),
        'a migration calls writeDeckTraits again after a change of what the traits hold',
      );
      const { rows: column } = await sql<{ expression: string }>`
        select pg_get_expr(d.adbin, d.adrelid) as expression
        from pg_attrdef d join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
        where d.adrelid = 'members'::regclass and a.attname = 'deck_traits'`.execute(db);
      assert.match(column[0]?.expression ?? '', /^deck_traits_of\(/);
    });

    it("hold a member's visible values and nothing of a hidden field", async () => {
      const { db } = database.handle;
      const tokens = async (criterion: string, values: string[]) =>
        (
          await sql<{
            tokens: number[];
          }>`select deck_tokens(${criterion}, ${values}::text[]) as tokens`.execute(db)
        ).rows[0]?.tokens ?? [];
      const { rows } = await sql<{ id: number }>`
        insert into members (email, password_hash, name, birth_date, gender, location,
          coordinates, purposes, languages, family_plans, field_privacy, created_at)
        values ('traits@example.test', 'not-a-hash', 'Traits', '1990-01-01', 'female', 'Lyon',
          point(4.8, 45.7), array[3], array['fr', 'en'], 'want_children',
          '{"family_plans": "only_me"}', now())
        returning id`.execute(db);
      const { rows: traits } = await sql<{ deck_traits: number[] }>`
        select deck_traits from members where id = ${rows[0]?.id}`.execute(db);
      const held = new Set(traits[0]?.deck_traits);
      for (const token of [
        ...(await tokens('purposes', ['3'])),
        ...(await tokens('languages', ['fr', 'en'])),
        ...(await tokens('identities', ['woman'])),
      ]) {
        assert.ok(held.has(token), `holds ${token}`);
      }
      assert.ok(held.has(0), 'holds the token every open criterion asks for');
      const [hidden] = await tokens('family_plans', ['want_children']);
      assert.ok(hidden !== undefined && !held.has(hidden), 'a hidden field gives no token');
    });

    it('count the answers as they are given, changed and taken back', async () => {
      const { db } = database.handle;
      const { rows } = await sql<{ id: number }>`
        insert into members (email, password_hash, name, birth_date, gender, location,
          coordinates, created_at)
        values ('answers@example.test', 'not-a-hash', 'Answers', '1990-01-01', 'male', 'Lyon',
          point(4.8, 45.7), now())
        returning id`.execute(db);
      const member = rows[0]?.id ?? 0;
      const [enough] =
        (
          await sql<{
            tokens: number[];
          }>`select deck_tokens('answered', array['enough']) as tokens`.execute(db)
        ).rows[0]?.tokens ?? [];
      const state = async () => {
        const row = await db
          .selectFrom('members')
          .select(['questions_answered', 'deck_traits'])
          .where('id', '=', member)
          .executeTakeFirstOrThrow();
        return { count: row.questions_answered, enough: row.deck_traits.includes(enough ?? 0) };
      };
      const questions = await db
        .selectFrom('question_choices')
        .select(['question_id', sql<number>`min(id)`.as('choice_id')])
        .groupBy('question_id')
        .orderBy('question_id')
        .limit(4)
        .execute();
      assert.equal(questions.length, 4, 'the admin content has questions');
      const answer = (question: (typeof questions)[number]) =>
        db
          .insertInto('member_questions')
          .values({ member_id: member, ...question, accepted: [], importance: 'somewhat' })
          .onConflict((conflict) =>
            conflict.columns(['member_id', 'question_id']).doUpdateSet({ importance: 'very' }),
          )
          .execute();
      await answer(questions[0]!);
      await answer(questions[1]!);
      assert.deepEqual(await state(), { count: 2, enough: false });
      // Answered again (changed): still two; a third in one statement with a fourth.
      await answer(questions[1]!);
      await db
        .insertInto('member_questions')
        .values(
          questions.slice(2).map((question) => ({
            member_id: member,
            ...question,
            accepted: [],
            importance: 'somewhat' as const,
          })),
        )
        .execute();
      assert.deepEqual(await state(), { count: 4, enough: true });
      await db
        .deleteFrom('member_questions')
        .where('member_id', '=', member)
        .where('question_id', 'in', [questions[2]!.question_id, questions[3]!.question_id])
        .execute();
      assert.deepEqual(await state(), { count: 2, enough: false });
      // A question the admin deletes takes its answers with it.
      await db.deleteFrom('questions').where('id', '=', questions[0]!.question_id).execute();
      assert.deepEqual(await state(), { count: 1, enough: false });
    });
  });
}
