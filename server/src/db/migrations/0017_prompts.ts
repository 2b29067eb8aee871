import { sql, type Kysely } from 'kysely';

/**
 * Profile prompts and likes aimed at one thing. The prompts are admin content stored like the
 * others (English in `prompts`, fr, sp and ar in `prompt_translations`); a member's answers are
 * rows by position. A like (a swipe row) may name the photo or the answer it liked and carry a
 * comment; the chat's first message quotes the same, copied, so it outlives profile changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('prompts')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('text', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('prompt_translations')
    .addColumn('prompt_id', 'integer', (column) =>
      column.notNull().references('prompts.id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (column) =>
      column.notNull().check(sql`language in ('fr', 'sp', 'ar')`),
    )
    .addColumn('text', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('prompt_translations_pkey', ['prompt_id', 'language'])
    .execute();

  await db.schema
    .createTable('member_prompts')
    .addColumn('member_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    // 0 is shown first; LIMITS.maxPromptAnswers places.
    .addColumn('position', 'smallint', (column) =>
      column.notNull().check(sql`position between 0 and 2`),
    )
    // A prompt the admin removes takes its answers with it.
    .addColumn('prompt_id', 'integer', (column) =>
      column.notNull().references('prompts.id').onDelete('cascade'),
    )
    .addColumn('answer', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('member_prompts_pkey', ['member_id', 'position'])
    .addUniqueConstraint('member_prompts_prompt_unique', ['member_id', 'prompt_id'])
    .execute();

  for (const table of ['swipes', 'chat_messages']) {
    await db.schema
      .alterTable(table)
      // The liked photo's storage key, or the liked prompt's id with the answer as it read.
      .addColumn('liked_photo', 'text')
      .addColumn('liked_prompt_id', 'integer')
      .addColumn('liked_answer', 'text')
      .execute();
  }
  await db.schema.alterTable('swipes').addColumn('comment', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('swipes').dropColumn('comment').execute();
  for (const table of ['swipes', 'chat_messages']) {
    await db.schema
      .alterTable(table)
      .dropColumn('liked_photo')
      .dropColumn('liked_prompt_id')
      .dropColumn('liked_answer')
      .execute();
  }
  await db.schema.dropTable('member_prompts').execute();
  await db.schema.dropTable('prompt_translations').execute();
  await db.schema.dropTable('prompts').execute();
}
