import { sql, type Kysely } from 'kysely';

/**
 * Compatibility questions. The questions and their 2 to 4 answers are admin content stored like
 * the others (English in `questions` and `question_choices`, fr, sp and ar in their
 * `*_translations`). A member's answer to a question: the answer chosen, the answers they accept
 * from someone else, how much that matters and whether others may see it; the percentages are
 * read from these rows, a page of cards in one statement (its key leads with the member).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('questions')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('why', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('question_translations')
    .addColumn('question_id', 'integer', (column) =>
      column.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (column) =>
      column.notNull().check(sql`language in ('fr', 'sp', 'ar')`),
    )
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('why', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('question_translations_pkey', ['question_id', 'language'])
    .execute();

  await db.schema
    .createTable('question_choices')
    .addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('question_id', 'integer', (column) =>
      column.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('position', 'smallint', (column) =>
      column.notNull().check(sql`position between 0 and 3`),
    )
    .addColumn('text', 'text', (column) => column.notNull())
    .addUniqueConstraint('question_choices_position_unique', ['question_id', 'position'])
    .execute();

  await db.schema
    .createTable('question_choice_translations')
    .addColumn('choice_id', 'integer', (column) =>
      column.notNull().references('question_choices.id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (column) =>
      column.notNull().check(sql`language in ('fr', 'sp', 'ar')`),
    )
    .addColumn('text', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('question_choice_translations_pkey', ['choice_id', 'language'])
    .execute();

  await db.schema
    .createTable('member_questions')
    .addColumn('member_id', 'integer', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    // A question the admin removes takes its answers with it.
    .addColumn('question_id', 'integer', (column) =>
      column.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('choice_id', 'integer', (column) =>
      column.notNull().references('question_choices.id').onDelete('cascade'),
    )
    // Choice ids of the same question; every one of them when nothing matters.
    .addColumn('accepted', sql`integer[]`, (column) => column.notNull())
    .addColumn('importance', 'text', (column) =>
      column
        .notNull()
        .check(sql`importance in ('irrelevant', 'little', 'somewhat', 'very', 'mandatory')`),
    )
    .addColumn('public', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('answered_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_questions_pkey', ['member_id', 'question_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_questions').execute();
  await db.schema.dropTable('question_choice_translations').execute();
  await db.schema.dropTable('question_choices').execute();
  await db.schema.dropTable('question_translations').execute();
  await db.schema.dropTable('questions').execute();
}
