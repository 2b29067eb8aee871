import { FILTER_FIELDS, PROFILE_FIELDS, TEXT_FIELD_FEED_FLAGS } from '@dating/contract/schemas';
import { sql, type Kysely } from 'kysely';
import type { MembersTable } from './schema';

/** The profile fields' columns (profileFields.ts): each one a card or the own profile reads. */
function shown<Column extends string>(columns: readonly Column[]): Record<Column, 'shown'> {
  return Object.fromEntries(columns.map((column) => [column, 'shown'])) as Record<Column, 'shown'>;
}

/**
 * Whether a change of a `members` column changes the member's `profile_revision`:
 *
 * - `shown`: a card (DiscoveryRepository's cardDetails) or the own profile (AccountsRepository's
 *   ownProfile) reads it. Both are kept in memory by revision (CachedCards, CachedProfiles), so a
 *   change that left the revision alone would leave every process showing the old value.
 * - `hidden`: neither reads it. A change leaves the revision, so kept cards and profiles stay
 *   good: presence, the digests' guard and the like, written far more often than a profile, must
 *   be `hidden`, or every write of theirs would empty the caches.
 *
 * Every column of `members` is listed: TypeScript checks this list against schema.ts, and
 * cardRevision.test.ts against the live schema and against what the cached reads use.
 */
export const MEMBERS_COLUMNS = {
  id: 'shown',
  email: 'shown',
  password_hash: 'hidden',
  name: 'shown',
  birth_date: 'shown',
  ...shown(PROFILE_FIELDS.map(({ name }) => name)),
  /** Which of the fields above a card shows (each member's privacy per field). */
  field_privacy: 'shown',
  location: 'shown',
  coordinates: 'shown',
  interests: 'shown',
  purposes: 'shown',
  show_age: 'shown',
  show_location: 'shown',
  invisible: 'shown',
  hide_ads: 'shown',
  message_notification: 'shown',
  like_notification: 'shown',
  read_receipts: 'hidden',
  verified_only_contact: 'hidden',
  feed_image: 'shown',
  feed_location: 'shown',
  ...shown(TEXT_FIELD_FEED_FLAGS),
  filter_age_min: 'shown',
  filter_age_max: 'shown',
  filter_gender: 'shown',
  filter_purposes: 'shown',
  filter_distance: 'shown',
  filter_active_days: 'shown',
  filter_verified: 'shown',
  filter_answered: 'shown',
  filter_preferences: 'shown',
  ...shown(FILTER_FIELDS.map(({ name }) => `filter_${name}` as const)),
  premium_until: 'shown',
  verified: 'shown',
  verified_at: 'hidden',
  superlike_count: 'shown',
  boost_count: 'shown',
  boosted_until: 'hidden',
  status: 'shown',
  online: 'hidden',
  last_seen: 'hidden',
  swipe: 'shown',
  facebook_id: 'hidden',
  language: 'hidden',
  fcm_token: 'hidden',
  created_at: 'shown',
  role: 'shown',
  banned_at: 'hidden',
  suspended_until: 'hidden',
  standing_reason: 'hidden',
  restricted_at: 'hidden',
  snoozed_at: 'shown',
  snoozed_until: 'shown',
  incognito: 'shown',
  email_matches: 'hidden',
  email_messages: 'hidden',
  last_digest_at: 'hidden',
  profile_revision: 'shown',
  /** Kept by member_questions' triggers; nothing shown reads it. */
  questions_answered: 'hidden',
  /** Computed from the columns above; nothing reads it but the deck's scan. */
  deck_traits: 'hidden',
} as const satisfies Record<keyof MembersTable, 'shown' | 'hidden'>;

/** How a row of a table a card shows leads to the members whose revision it changes. */
type CardTableLink =
  /** The row belongs to the member this column names. */
  | { member: string }
  /** The row is (the text of) the prompt this column names: every member who answered it. */
  | { answersOfPrompt: string };

/**
 * Every other table a card or the own profile reads: any change of a row (insert, update,
 * delete) changes the revision of the members it leads to. cardRevision.test.ts fails when the
 * cached reads use a table missing here.
 */
export const CARD_TABLES = {
  photos: { member: 'member_id' },
  member_prompts: { member: 'member_id' },
  prompts: { answersOfPrompt: 'id' },
  prompt_translations: { answersOfPrompt: 'prompt_id' },
} as const satisfies Record<string, CardTableLink>;

/** A trigger function and its trigger, of one table. */
export interface RevisionTrigger {
  table: string;
  /** The trigger's and its function's name. */
  name: string;
  /** The function's body (pg_proc.prosrc once created). */
  body: string;
  /**
   * `members`: the columns whose update runs it, the shown ones, so a write of presence alone
   * (each socket's connection and disconnection) never turns the wide row into JSON twice to
   * compare it. The other tables' run on any change of a row.
   */
  columns?: readonly string[];
}

/** The tables and columns of the schema as it is when the triggers are written. */
export interface LiveSchema {
  membersColumns: ReadonlySet<string>;
  tables: ReadonlySet<string>;
}

/**
 * The revision triggers of these lists on `schema`: of the hidden columns, only those that exist;
 * of the card tables, only those that exist. So a migration writes what the lists said of the
 * schema it ran on, whichever version of the lists a fresh database runs it with, and the
 * migration that adds a column or a card table writes them again (writeRevisionTriggers).
 */
export function revisionTriggers(schema: LiveSchema): RevisionTrigger[] {
  const columnsThat = (are: 'shown' | 'hidden') =>
    Object.entries(MEMBERS_COLUMNS)
      .filter(([column, shown]) => shown === are && schema.membersColumns.has(column))
      .map(([column]) => column);
  const hidden = columnsThat('hidden');
  const withoutHidden = (row: string) => `to_jsonb(${row}) - '{${hidden.join(',')}}'::text[]`;
  const members: RevisionTrigger = {
    table: 'members',
    name: 'members_profile_revision',
    columns: columnsThat('shown'),
    body: `
begin
  if ${withoutHidden('new')} is distinct from ${withoutHidden('old')} then
    new.profile_revision := old.profile_revision + 1;
  end if;
  return new;
end`,
  };
  const parts = Object.entries(CARD_TABLES)
    .filter(([table]) => schema.tables.has(table))
    .map(([table, link]): RevisionTrigger => {
      const column = 'member' in link ? link.member : link.answersOfPrompt;
      const whose =
        'member' in link
          ? 'id = any(changed)'
          : 'id in (select member_id from member_prompts where prompt_id = any(changed))';
      return {
        table,
        name: `${table}_profile_revision`,
        // The row before and after: a row moved to another member changes both.
        body: `
declare
  changed integer[] := '{}';
begin
  if tg_op <> 'INSERT' then changed := changed || old.${column}; end if;
  if tg_op <> 'DELETE' then changed := changed || new.${column}; end if;
  update members set profile_revision = profile_revision + 1 where ${whose};
  return null;
end`,
      };
    });
  return [members, ...parts];
}

/** The schema's tables, and the columns of `members`, as information_schema lists them. */
export async function liveSchema<Schema>(db: Kysely<Schema>): Promise<LiveSchema> {
  const columns = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = 'members'`.execute(db);
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema()`.execute(db);
  return {
    membersColumns: new Set(columns.rows.map((row) => row.column_name)),
    tables: new Set(tables.rows.map((row) => row.table_name)),
  };
}

/**
 * Drops the revision triggers and writes them anew from the lists, for the schema as it is: run
 * by the migration that adds a `members` column or a card table, or changes the lists (README.md).
 */
export async function writeRevisionTriggers(db: Kysely<unknown>): Promise<void> {
  for (const trigger of revisionTriggers(await liveSchema(db))) {
    const name = sql.id(trigger.name);
    const table = sql.table(trigger.table);
    await sql`drop trigger if exists ${name} on ${table}`.execute(db);
    await sql`drop function if exists ${name}()`.execute(db);
    await sql`create function ${name}() returns trigger language plpgsql as ${sql.raw(
      `$$${trigger.body}$$`,
    )}`.execute(db);
    // The member's own row before it is written (it sets the revision); the others after.
    const columns = sql.join((trigger.columns ?? []).map((column) => sql.id(column)));
    await (
      trigger.table === 'members'
        ? sql`create trigger ${name} before update of ${columns} on members
          for each row execute function ${name}()`
        : sql`create trigger ${name} after insert or update or delete on ${table}
          for each row execute function ${name}()`
    ).execute(db);
  }
}
