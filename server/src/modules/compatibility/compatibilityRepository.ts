import {
  IMPORTANCE_WEIGHTS,
  IMPORTANCES,
  type CompatibilityQuestion,
  type Importance,
  type QuestionCategory,
} from '@dating/contract/schemas';
import type { Language } from '@dating/contract/rules';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database, TranslatedLanguage } from '../../db/schema';
import type { MemberOperand } from '../blocks/blocks';
import { isTranslatedLanguage } from '../content/contentRepository';
import type { CommonTally } from './matchPercent';

/** A question as the admin adds it: English texts, its answers in their order. */
export interface NewQuestion {
  category: QuestionCategory;
  text: string;
  why: string;
  choices: readonly string[];
}

/** A member's answer as stored. */
export interface StoredAnswer {
  question_id: number;
  choice_id: number;
  accepted: number[];
  importance: Importance;
  public: boolean;
}

/** One question both answered and both show, its texts in the reader's language. */
export interface ComparedRow {
  question_id: number;
  category: QuestionCategory;
  text: string;
  mine: string;
  theirs: string;
  theirs_accepted: boolean;
}

/** A member's tally with the viewer, by member. */
export type TalliesByMember = Map<number, CommonTally>;

const asLanguage = (language: Language) => sql<TranslatedLanguage>`${language}`;

/** The weight of an importance column, from IMPORTANCE_WEIGHTS. */
function weightOf(column: string): RawBuilder<number> {
  const cases = IMPORTANCES.map(
    (importance) =>
      sql`when ${sql.lit(importance)} then ${sql.lit(IMPORTANCE_WEIGHTS[importance])}`,
  );
  return sql<number>`(case ${sql.ref(column)} ${sql.join(cases, sql` `)} else 0 end)`;
}

/** A viewer's tally with one member as a statement's columns (commonTallies; tallyOf reads them). */
export interface TallyColumns {
  common: number;
  viewer_earned: number;
  viewer_possible: number;
  member_earned: number;
  member_possible: number;
}

/**
 * The viewer's tally with each member that `members` keeps (a condition on `m.member_id`), over
 * the questions both answered: each side's weights, and the weights of the questions where the
 * other's answer is one that side accepts. Members with no question in common are absent. A
 * statement of its own (tallies) or a part of another (the deck's page joins it to each member
 * of its window).
 */
export function commonTallies(
  viewer: MemberOperand,
  members: RawBuilder<SqlBool>,
): RawBuilder<TallyColumns & { member_id: number }> {
  const viewerWeight = weightOf('v.importance');
  const memberWeight = weightOf('m.importance');
  return sql`select m.member_id,
      count(*)::int as common,
      coalesce(sum(${viewerWeight}) filter (where m.choice_id = any(v.accepted)), 0)::int
        as viewer_earned,
      sum(${viewerWeight})::int as viewer_possible,
      coalesce(sum(${memberWeight}) filter (where v.choice_id = any(m.accepted)), 0)::int
        as member_earned,
      sum(${memberWeight})::int as member_possible
    from member_questions v
    join member_questions m on m.question_id = v.question_id
    where v.member_id = ${viewer} and ${members}
    group by m.member_id`;
}

/** The tally as matchPercent reads it. */
export function tallyOf(columns: TallyColumns): CommonTally {
  return {
    common: columns.common,
    viewer: { earned: columns.viewer_earned, possible: columns.viewer_possible },
    member: { earned: columns.member_earned, possible: columns.member_possible },
  };
}

/**
 * The member of `member` has answered at least `count` questions: a condition any list of
 * members can add (a dealbreaker such as "has answered at least N questions"). It stops at the
 * count-th answer, read from the primary key.
 */
export function answeredAtLeast(member: MemberOperand, count: number): RawBuilder<SqlBool> {
  if (count <= 0) return sql<SqlBool>`true`;
  return sql<SqlBool>`exists (select 1 from member_questions answered
    where answered.member_id = ${member} offset ${count - 1})`;
}

/** The SQL of compatibility questions: the admin's list, members' answers, the tallies. */
export class CompatibilityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The questions with their answers, in `language` (English where a text has none in it). */
  async listQuestions(language: Language): Promise<CompatibilityQuestion[]> {
    const [questions, choices] = await Promise.all([
      this.db
        .selectFrom('questions as q')
        .leftJoin('question_translations as t', (join) =>
          join.onRef('t.question_id', '=', 'q.id').on('t.language', '=', asLanguage(language)),
        )
        .select([
          'q.id',
          'q.category',
          sql<string>`coalesce(t.text, q.text)`.as('text'),
          sql<string>`coalesce(t.why, q.why)`.as('why'),
        ])
        .orderBy('q.id')
        .execute(),
      this.db
        .selectFrom('question_choices as c')
        .leftJoin('question_choice_translations as t', (join) =>
          join.onRef('t.choice_id', '=', 'c.id').on('t.language', '=', asLanguage(language)),
        )
        .select(['c.id', 'c.question_id', sql<string>`coalesce(t.text, c.text)`.as('text')])
        .orderBy('c.question_id')
        .orderBy('c.position')
        .execute(),
    ]);
    const byQuestion = new Map<number, { id: number; text: string }[]>();
    for (const { question_id, id, text } of choices) {
      byQuestion.set(question_id, [...(byQuestion.get(question_id) ?? []), { id, text }]);
    }
    return questions.map((question) => ({
      ...question,
      choices: byQuestion.get(question.id) ?? [],
    }));
  }

  /** The question's answer ids in their order; undefined when there is no such question. */
  async choicesOf(questionId: number): Promise<number[] | undefined> {
    const rows = await this.db
      .selectFrom('questions as q')
      .leftJoin('question_choices as c', 'c.question_id', 'q.id')
      .select('c.id')
      .where('q.id', '=', questionId)
      .orderBy('c.position')
      .execute();
    if (rows.length === 0) return undefined;
    return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
  }

  async answersOf(memberId: number): Promise<StoredAnswer[]> {
    return this.db
      .selectFrom('member_questions')
      .select(['question_id', 'choice_id', 'accepted', 'importance', 'public'])
      .where('member_id', '=', memberId)
      .orderBy('question_id')
      .execute();
  }

  /** The member's answer to the question becomes this one. */
  async saveAnswer(memberId: number, answer: StoredAnswer, now: Date): Promise<void> {
    const { question_id, ...fields } = answer;
    await this.db
      .insertInto('member_questions')
      .values({ member_id: memberId, question_id, ...fields, answered_at: now })
      .onConflict((conflict) =>
        conflict.columns(['member_id', 'question_id']).doUpdateSet({ ...fields, answered_at: now }),
      )
      .execute();
  }

  async removeAnswer(memberId: number, questionId: number): Promise<void> {
    await this.db
      .deleteFrom('member_questions')
      .where('member_id', '=', memberId)
      .where('question_id', '=', questionId)
      .execute();
  }

  /**
   * The viewer's tally with each of these members (commonTallies), in one statement whatever
   * their number (a profile's percentage, the comparison's).
   */
  async tallies(viewerId: number, memberIds: readonly number[]): Promise<TalliesByMember> {
    const tallies: TalliesByMember = new Map();
    if (memberIds.length === 0) return tallies;
    const rows = await commonTallies(
      viewerId,
      sql<SqlBool>`m.member_id = any(${[...memberIds]}::int[])`,
    ).execute(this.db);
    for (const row of rows.rows) tallies.set(row.member_id, tallyOf(row));
    return tallies;
  }

  /** The questions both answered and both show, in the admin's order, in `language`. */
  compared(viewerId: number, memberId: number, language: Language): Promise<ComparedRow[]> {
    const choiceText = (alias: 'mc' | 'tc', translation: 'mt' | 'tt') =>
      sql<string>`coalesce(${sql.ref(`${translation}.text`)}, ${sql.ref(`${alias}.text`)})`;
    return this.db
      .selectFrom('member_questions as v')
      .innerJoin('member_questions as m', 'm.question_id', 'v.question_id')
      .innerJoin('questions as q', 'q.id', 'v.question_id')
      .leftJoin('question_translations as qt', (join) =>
        join.onRef('qt.question_id', '=', 'q.id').on('qt.language', '=', asLanguage(language)),
      )
      .innerJoin('question_choices as mc', 'mc.id', 'v.choice_id')
      .leftJoin('question_choice_translations as mt', (join) =>
        join.onRef('mt.choice_id', '=', 'mc.id').on('mt.language', '=', asLanguage(language)),
      )
      .innerJoin('question_choices as tc', 'tc.id', 'm.choice_id')
      .leftJoin('question_choice_translations as tt', (join) =>
        join.onRef('tt.choice_id', '=', 'tc.id').on('tt.language', '=', asLanguage(language)),
      )
      .select([
        'q.id as question_id',
        'q.category',
        sql<string>`coalesce(qt.text, q.text)`.as('text'),
        choiceText('mc', 'mt').as('mine'),
        choiceText('tc', 'tt').as('theirs'),
        sql<boolean>`m.choice_id = any(v.accepted)`.as('theirs_accepted'),
      ])
      .where('v.member_id', '=', viewerId)
      .where('m.member_id', '=', memberId)
      .where('v.public', '=', true)
      .where('m.public', '=', true)
      .orderBy('q.id')
      .execute();
  }

  addQuestion(question: NewQuestion): Promise<number> {
    return this.db.transaction().execute((trx) => insertQuestion(trx, question));
  }

  /** A question's text or why-we-ask line in one language; false when there is no such question. */
  async setQuestionText(
    id: number,
    language: Language,
    column: 'text' | 'why',
    value: string,
  ): Promise<boolean> {
    if (!isTranslatedLanguage(language)) {
      const result = await this.db
        .updateTable('questions')
        .set({ [column]: value })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    }
    // A first translation takes the English of the other column until it is translated too.
    const inserted = await this.db
      .insertInto('question_translations')
      .columns(['question_id', 'language', 'text', 'why'])
      .expression((eb) =>
        eb
          .selectFrom('questions')
          .select([
            'id',
            sql<TranslatedLanguage>`${language}::text`.as('language'),
            column === 'text' ? sql<string>`${value}::text`.as('text') : 'text',
            column === 'why' ? sql<string>`${value}::text`.as('why') : 'why',
          ])
          .where('id', '=', id),
      )
      .onConflict((conflict) =>
        conflict.columns(['question_id', 'language']).doUpdateSet({ [column]: value }),
      )
      .executeTakeFirst();
    return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  /** An answer's text in one language; false when there is no such answer. */
  async setChoiceText(id: number, language: Language, text: string): Promise<boolean> {
    if (!isTranslatedLanguage(language)) {
      const result = await this.db
        .updateTable('question_choices')
        .set({ text })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    }
    const inserted = await this.db
      .insertInto('question_choice_translations')
      .columns(['choice_id', 'language', 'text'])
      .expression((eb) =>
        eb
          .selectFrom('question_choices')
          .select([
            'id',
            sql<TranslatedLanguage>`${language}::text`.as('language'),
            sql<string>`${text}::text`.as('text'),
          ])
          .where('id', '=', id),
      )
      .onConflict((conflict) => conflict.columns(['choice_id', 'language']).doUpdateSet({ text }))
      .executeTakeFirst();
    return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  async setCategory(id: number, category: QuestionCategory): Promise<boolean> {
    const result = await this.db
      .updateTable('questions')
      .set({ category })
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Removes the question, its answers and members' answers to it; false when there is none. */
  async removeQuestion(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('questions').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /**
   * The default questions with their answers, then their texts in each language, found by the
   * English text: a question an admin already has (same English text) is not added twice.
   */
  async insertDefaults(questions: readonly DefaultQuestion[]): Promise<void> {
    const existing = new Set(
      (await this.db.selectFrom('questions').select('text').execute()).map((row) => row.text),
    );
    // The seed runs in a transaction of its own already.
    for (const question of questions.filter(({ text }) => !existing.has(text.en))) {
      await insertQuestion(this.db, {
        category: question.category,
        text: question.text.en,
        why: question.why.en,
        choices: question.choices.map((choice) => choice.en),
      });
    }
    const ids = new Map(
      (await this.db.selectFrom('questions').select(['id', 'text']).execute()).map((row) => [
        row.text,
        row.id,
      ]),
    );
    const choiceRows = await this.db
      .selectFrom('question_choices')
      .select(['id', 'question_id', 'position'])
      .execute();
    const choiceIds = new Map(
      choiceRows.map((row) => [`${row.question_id}:${row.position}`, row.id]),
    );
    const languages = ['fr', 'sp', 'ar'] as const;
    const questionTranslations = questions.flatMap((question) => {
      const id = ids.get(question.text.en);
      if (id === undefined) return [];
      return languages.map((language) => ({
        question_id: id,
        language,
        text: question.text[language],
        why: question.why[language],
      }));
    });
    const choiceTranslations = questions.flatMap((question) => {
      const id = ids.get(question.text.en);
      if (id === undefined) return [];
      return question.choices.flatMap((choice, position) => {
        const choiceId = choiceIds.get(`${id}:${position}`);
        if (choiceId === undefined) return [];
        return languages.map((language) => ({
          choice_id: choiceId,
          language,
          text: choice[language],
        }));
      });
    });
    if (questionTranslations.length > 0) {
      await this.db
        .insertInto('question_translations')
        .values(questionTranslations)
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    if (choiceTranslations.length > 0) {
      await this.db
        .insertInto('question_choice_translations')
        .values(choiceTranslations)
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  }
}

/** The question and its answers, on `db` (a transaction's, where the caller holds one). */
async function insertQuestion(db: Kysely<Database>, question: NewQuestion): Promise<number> {
  const { id } = await db
    .insertInto('questions')
    .values({ category: question.category, text: question.text, why: question.why })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('question_choices')
    .values(question.choices.map((text, position) => ({ question_id: id, position, text })))
    .execute();
  return id;
}

/** A text in English and in each translated language. */
export type Texts = { en: string } & Record<TranslatedLanguage, string>;

/** A question of the data file: its category, texts, why-we-ask line and 2 to 4 answers. */
export interface DefaultQuestion {
  category: QuestionCategory;
  text: Texts;
  why: Texts;
  choices: readonly Texts[];
}
