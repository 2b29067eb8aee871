import type { Prompt, PromptAnswer } from '@dating/contract/schemas';
import type { Language } from '@dating/contract/rules';
import { sql, type Expression, type Kysely } from 'kysely';
import type { Database, TranslatedLanguage } from '../../db/schema';
import { isTranslatedLanguage } from '../content/contentRepository';
import type { DefaultPrompt } from './defaultPrompts';

/** An answer as stored: the prompt by its id, at the member's position. */
export interface StoredAnswer {
  prompt_id: number;
  answer: string;
}

/**
 * Members' answers (`a`, filtered and ordered by the caller), each with its prompt in `language`,
 * English where the prompt has no translation in it; also a member's own profile's subquery.
 */
export function answersIn(db: Kysely<Database>, language: Language | Expression<string>) {
  return db
    .selectFrom('member_prompts as a')
    .innerJoin('prompts as p', 'p.id', 'a.prompt_id')
    .leftJoin('prompt_translations as t', (join) =>
      join
        .onRef('t.prompt_id', '=', 'p.id')
        .on('t.language', '=', sql<TranslatedLanguage>`${language}`),
    )
    .select(['a.prompt_id', sql<string>`coalesce(t.text, p.text)`.as('prompt'), 'a.answer']);
}

/** The SQL of prompts: the admin's list (English and its translations) and members' answers. */
export class PromptsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** In the language asked, English where a prompt has no translation in it. */
  listPrompts(language: Language): Promise<Prompt[]> {
    return this.db
      .selectFrom('prompts as p')
      .leftJoin('prompt_translations as t', (join) =>
        join
          .onRef('t.prompt_id', '=', 'p.id')
          .on('t.language', '=', sql<TranslatedLanguage>`${language}`),
      )
      .select(['p.id', sql<string>`coalesce(t.text, p.text)`.as('text')])
      .orderBy('p.id')
      .execute();
  }

  /** The members' answers with each prompt in the language asked, in their order, by member. */
  async answersOf(
    memberIds: readonly number[],
    language: Language,
  ): Promise<Map<number, PromptAnswer[]>> {
    const byMember = new Map<number, PromptAnswer[]>();
    if (memberIds.length === 0) return byMember;
    const rows = await answersIn(this.db, language)
      .select('a.member_id')
      .where('a.member_id', 'in', memberIds)
      .orderBy('a.member_id')
      .orderBy('a.position')
      .execute();
    for (const { member_id, ...answer } of rows) {
      byMember.set(member_id, [...(byMember.get(member_id) ?? []), answer]);
    }
    return byMember;
  }

  /** Of these ids, those of prompts that exist. */
  async existingIds(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.selectFrom('prompts').select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((row) => row.id));
  }

  /** The member's answers become these, in this order. */
  async replaceAnswers(memberId: number, answers: readonly StoredAnswer[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('member_prompts').where('member_id', '=', memberId).execute();
      if (answers.length === 0) return;
      await trx
        .insertInto('member_prompts')
        .values(answers.map((answer, position) => ({ member_id: memberId, position, ...answer })))
        .execute();
    });
  }

  /** The member's answer to the prompt, if they answered it. */
  async answerOf(memberId: number, promptId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('member_prompts')
      .select('answer')
      .where('member_id', '=', memberId)
      .where('prompt_id', '=', promptId)
      .executeTakeFirst();
    return row?.answer;
  }

  async addPrompt(text: string): Promise<number> {
    const row = await this.db
      .insertInto('prompts')
      .values({ text })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Answers false when there is no such prompt. */
  async setText(id: number, language: Language, text: string): Promise<boolean> {
    if (!isTranslatedLanguage(language)) {
      const result = await this.db
        .updateTable('prompts')
        .set({ text })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    }
    const inserted = await this.db
      .insertInto('prompt_translations')
      .columns(['prompt_id', 'language', 'text'])
      .expression((eb) =>
        eb
          .selectFrom('prompts')
          .select([
            'id',
            sql<TranslatedLanguage>`${language}::text`.as('language'),
            sql<string>`${text}::text`.as('text'),
          ])
          .where('id', '=', id),
      )
      .onConflict((conflict) => conflict.columns(['prompt_id', 'language']).doUpdateSet({ text }))
      .executeTakeFirst();
    return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  /** Removes the prompt and every answer to it; false when there is no such prompt. */
  async removePrompt(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('prompts').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /**
   * The default prompts, then their texts in each language, found by their English text: a
   * prompt an admin already has (same English text) is not added twice.
   */
  async insertDefaults(prompts: readonly DefaultPrompt[]): Promise<void> {
    const existing = new Set(
      (await this.db.selectFrom('prompts').select('text').execute()).map((row) => row.text),
    );
    const added = prompts.filter((prompt) => !existing.has(prompt.en));
    if (added.length > 0) {
      await this.db
        .insertInto('prompts')
        .values(added.map((prompt) => ({ text: prompt.en })))
        .execute();
    }
    const ids = new Map(
      (await this.db.selectFrom('prompts').select(['id', 'text']).execute()).map((row) => [
        row.text,
        row.id,
      ]),
    );
    const translations = prompts.flatMap((prompt) => {
      const id = ids.get(prompt.en);
      if (id === undefined) return [];
      return (['fr', 'sp', 'ar'] as const).map((language) => ({
        prompt_id: id,
        language,
        text: prompt[language],
      }));
    });
    if (translations.length === 0) return;
    await this.db
      .insertInto('prompt_translations')
      .values(translations)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}
