import { SETTINGS_FLAGS } from '@dating/shared/contract';
import type { Language } from '@dating/shared/rules';
import DataLoader from 'dataloader';
import { sql, type Kysely, type Selectable } from 'kysely';
import { LRUCache } from 'lru-cache';
import { reusableQuery } from '../../db/reusableQuery';
import type { Database, MembersTable } from '../../db/schema';
import { FILTER_FIELD_COLUMNS, PROFILE_FIELD_COLUMNS } from './profileFieldColumns';
import { profilePartsColumns } from './profileParts';

const OWN_PROFILE_COLUMNS = [
  'id',
  'name',
  'email',
  ...PROFILE_FIELD_COLUMNS,
  'location',
  'coordinates',
  'interests',
  'purposes',
  ...SETTINGS_FLAGS,
  'filter_age_min',
  'filter_age_max',
  'filter_gender',
  'filter_purposes',
  'filter_distance',
  ...FILTER_FIELD_COLUMNS,
  'premium_until',
  'superlike_count',
  'boost_count',
  'status',
  'swipe',
  'role',
  'verified',
  'snoozed_at',
  'snoozed_until',
  'incognito',
] as const;

/** A member's own profile row (webprofile's columns). */
export type OwnProfileRow = Pick<Selectable<MembersTable>, (typeof OWN_PROFILE_COLUMNS)[number]> & {
  /** 'YYYY-MM-DD'. */
  birth_date: string;
};

type OwnProfileWithParts = Awaited<ReturnType<typeof ownProfile>>[number];

/**
 * The member's own profile (webprofile) with its photos and prompts, in one round trip, and its
 * cache. The cache checks `profile_revision` (migration 0021's triggers renew it whenever any
 * column of `members` but presence and the digests' guard changes, or a photo or answer does):
 * a new field in `members` is covered without more; a new table shown here needs its trigger.
 */
export class OwnProfileRepository {
  /**
   * Own profiles as last read, by language and member: a repeated webprofile reads one number
   * (`profile_revision`) instead of the row, its photos and its prompts. Each process holds its
   * own; none can hold a stale one.
   */
  private readonly ownProfiles = new LRUCache<string, OwnProfileWithParts>({ max: 10_000 });

  /**
   * Those revisions, read for every webprofile that arrived in the same turn of the event loop
   * in one statement: under load, one round trip serves many calls (setImmediate runs once the
   * turn's arrived requests have been handled). Each read starts after its call arrived, so a
   * write answered before it is always seen.
   */
  private readonly profileRevisions = new DataLoader<number, number | undefined>(
    async (memberIds) => {
      const rows = await profileRevisions(this.db, '', memberIds);
      const revisions = new Map(rows.map((row) => [row.id, row.profile_revision]));
      return memberIds.map((id) => revisions.get(id));
    },
    { cache: false, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );

  constructor(private readonly db: Kysely<Database>) {}

  /** The member's own profile with its photos and prompts (in `language`), in one round trip. */
  async findOwnProfile(
    memberId: number,
    language: Language,
  ): Promise<OwnProfileWithParts | undefined> {
    const key = `${language}:${memberId}`;
    const kept = this.ownProfiles.get(key);
    if (kept && (await this.profileRevisions.load(memberId)) === kept.profile_revision) {
      return kept;
    }
    const [row] = await ownProfile(this.db, language, memberId);
    if (row) this.ownProfiles.set(key, row);
    else this.ownProfiles.delete(key);
    return row;
  }
}

/** The member's own profile with its photos and its prompts in their language: one round trip. */
const ownProfile = reusableQuery((db, language: Language, memberId: number) => {
  const member = sql.ref<number>('members.id');
  return db
    .selectFrom('members')
    .select(OWN_PROFILE_COLUMNS)
    .select(sql<string>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_date'))
    .where('id', '=', memberId)
    .select(['profile_revision', ...profilePartsColumns(db, member, language)]);
});

/** What changes with anything of a member's own profile (migration 0021), of several members. */
const profileRevisions = reusableQuery((db, _shape: '', memberIds: readonly number[]) =>
  db
    .selectFrom('members')
    .select(['id', 'profile_revision'])
    .where('id', '=', sql<number>`any(${memberIds}::int[])`),
);
