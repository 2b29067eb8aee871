import { sql, type Kysely } from 'kysely';
import { writeRevisionTriggers } from '../cardRevision';
import * as profileRevision from './0021_profile_revision';

/**
 * The revision triggers written from the classification of db/cardRevision.ts instead of 0021's
 * hand-written ones (which let only presence and the digests' guard pass): a column neither a card
 * nor the own profile reads no longer empties the caches. The lists are read as they are; the
 * triggers name only the columns and tables of the schema this runs on, so a fresh database gets
 * what this wrote then, and a later migration that adds a column or a card table writes them
 * again (README.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Same trigger names as 0021's: writing them replaces 0021's triggers; its functions go after.
  await writeRevisionTriggers(db);
  await sql`drop function member_part_changed, prompt_text_changed, prompt_changed`.execute(db);
}

/** Back to 0021's triggers, each member's revision kept. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['members', 'photos', 'member_prompts', 'prompts', 'prompt_translations']) {
    const name = sql.id(`${table}_profile_revision`);
    await sql`drop trigger ${name} on ${sql.table(table)}`.execute(db);
    await sql`drop function ${name}()`.execute(db);
  }
  await sql`alter table members rename column profile_revision to kept_revision`.execute(db);
  await profileRevision.up(db);
  await sql`alter table members disable trigger members_profile_revision`.execute(db);
  await sql`update members set profile_revision = kept_revision`.execute(db);
  await sql`alter table members enable trigger members_profile_revision`.execute(db);
  await db.schema.alterTable('members').dropColumn('kept_revision').execute();
}
