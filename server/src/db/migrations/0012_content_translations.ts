import { sql, type Kysely } from 'kysely';

/**
 * The admin content in the other languages. English stays in the content tables themselves and
 * is every text's fallback; a translation row holds one text of one row in fr, sp or ar, keyed by
 * the row's id, so ids (what members store and send) are the same in every language and a query
 * reads a language with one left join.
 */
const TRANSLATED_LANGUAGES = sql`language in ('fr', 'sp', 'ar')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('purpose_translations')
    .addColumn('purpose_id', 'integer', (column) =>
      column.notNull().references('purposes.id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (column) => column.notNull().check(TRANSLATED_LANGUAGES))
    .addColumn('name', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('purpose_translations_pkey', ['purpose_id', 'language'])
    .execute();

  await db.schema
    .createTable('interest_translations')
    .addColumn('interest_id', 'integer', (column) =>
      column.notNull().references('interests.id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (column) => column.notNull().check(TRANSLATED_LANGUAGES))
    .addColumn('name', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('interest_translations_pkey', ['interest_id', 'language'])
    .execute();
  // A name the member sends back must lead to one interest, as "Music" and "music" do in English.
  await db.schema
    .createIndex('interest_translations_name_unique')
    .on('interest_translations')
    .unique()
    .expression(sql`language, lower(name)`)
    .execute();

  await db.schema
    .createTable('premium_plan_translations')
    .addColumn('plan_id', 'integer', (column) =>
      column.notNull().references('premium_plans.id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (column) => column.notNull().check(TRANSLATED_LANGUAGES))
    .addColumn('type', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('premium_plan_translations_pkey', ['plan_id', 'language'])
    .execute();

  await db.schema
    .createTable('help_page_translations')
    .addColumn('page_id', 'integer', (column) =>
      column.notNull().references('help_pages.id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (column) => column.notNull().check(TRANSLATED_LANGUAGES))
    .addColumn('title', 'text')
    .addColumn('description', 'text')
    .addPrimaryKeyConstraint('help_page_translations_pkey', ['page_id', 'language'])
    .execute();

  // Only the texts among the settings (app of the day's title and description) have rows here.
  await db.schema
    .createTable('setting_translations')
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull().check(TRANSLATED_LANGUAGES))
    .addColumn('value', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('setting_translations_pkey', ['key', 'language'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'setting_translations',
    'help_page_translations',
    'premium_plan_translations',
    'interest_translations',
    'purpose_translations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
