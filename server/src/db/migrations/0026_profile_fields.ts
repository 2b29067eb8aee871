import { sql, type Kysely } from 'kysely';

/**
 * Three optional profile fields (profileFields.ts): height in whole centimetres, the languages a
 * member speaks (ISO 639-1 codes), their family plans; the member's privacy choice per field
 * (`field_privacy`: field name to 'everyone', 'matches' or 'only_me', absent meaning everyone);
 * and discovery's filter on languages. All in `members`, so migration 0021's trigger already
 * renews `profile_revision` (the profile and card caches' check) when any of them changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('height', 'smallint')
    .addColumn('languages', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
    .addColumn('family_plans', 'text')
    .addColumn('field_privacy', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'`))
    .addColumn('filter_languages', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
    .execute();
  // Discovery's languages filter: members speaking any of the wanted languages.
  await sql`create index members_languages on members using gin (languages)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index members_languages`.execute(db);
  await db.schema
    .alterTable('members')
    .dropColumn('height')
    .dropColumn('languages')
    .dropColumn('family_plans')
    .dropColumn('field_privacy')
    .dropColumn('filter_languages')
    .execute();
}
