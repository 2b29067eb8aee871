import { sql, type Kysely } from 'kysely';

/**
 * `members.profile_revision` changes whenever what webprofile answers could: the member's row
 * (but for presence and the digests' guard, written often and never shown there), their photos,
 * their prompt answers, the text of a prompt they answered. Each server process keeps members'
 * profiles in memory and reads only this number to know whether its copy still holds. Triggers,
 * not the code that writes, so that every writer (the admin CLI, another process, a migration)
 * is covered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('profile_revision', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`
    create function members_profile_revision() returns trigger language plpgsql as $$
    begin
      if to_jsonb(new) - 'online' - 'last_seen' - 'last_digest_at'
          is distinct from to_jsonb(old) - 'online' - 'last_seen' - 'last_digest_at' then
        new.profile_revision := old.profile_revision + 1;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger members_profile_revision before update on members
    for each row execute function members_profile_revision()`.execute(db);
  // Photos and answers: the member they belonged to and the one they belong to now.
  await sql`
    create function member_part_changed() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' and old.member_id is not null then
        update members set profile_revision = profile_revision + 1 where id = old.member_id;
      end if;
      if tg_op <> 'DELETE' and new.member_id is not null
          and (tg_op = 'INSERT' or new.member_id is distinct from old.member_id) then
        update members set profile_revision = profile_revision + 1 where id = new.member_id;
      end if;
      return null;
    end $$`.execute(db);
  for (const table of ['photos', 'member_prompts']) {
    await sql`
      create trigger ${sql.id(`${table}_profile_revision`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function member_part_changed()`.execute(db);
  }
  // A prompt's text, in English or a translation: every member who answered it.
  await sql`
    create function prompt_text_changed() returns trigger language plpgsql as $$
    begin
      update members set profile_revision = profile_revision + 1
      where id in (select member_id from member_prompts
        where prompt_id in (old.prompt_id, new.prompt_id));
      return null;
    end $$`.execute(db);
  await sql`
    create trigger prompt_translations_profile_revision
    after insert or update or delete on prompt_translations
    for each row execute function prompt_text_changed()`.execute(db);
  await sql`
    create function prompt_changed() returns trigger language plpgsql as $$
    begin
      update members set profile_revision = profile_revision + 1
      where id in (select member_id from member_prompts where prompt_id = new.id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger prompts_profile_revision after update on prompts
    for each row execute function prompt_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger prompts_profile_revision on prompts`.execute(db);
  await sql`drop trigger prompt_translations_profile_revision on prompt_translations`.execute(db);
  await sql`drop trigger member_prompts_profile_revision on member_prompts`.execute(db);
  await sql`drop trigger photos_profile_revision on photos`.execute(db);
  await sql`drop trigger members_profile_revision on members`.execute(db);
  await sql`drop function prompt_changed, prompt_text_changed, member_part_changed`.execute(db);
  await sql`drop function members_profile_revision`.execute(db);
  await db.schema.alterTable('members').dropColumn('profile_revision').execute();
}
