import { SETTINGS_FLAGS } from '@dating/contract/schemas';
import type { Language } from '@dating/contract/rules';
import { sql, type Kysely, type Selectable } from 'kysely';
import { reusableQuery } from '../../db/reusableQuery';
import type { Database, MembersTable } from '../../db/schema';
import { FILTER_COLUMNS, PROFILE_FIELD_COLUMNS } from './profileFieldColumns';
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
  ...FILTER_COLUMNS,
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
  'created_at',
] as const;

/** A member's own profile row (webprofile's columns). */
export type OwnProfileRow = Pick<Selectable<MembersTable>, (typeof OWN_PROFILE_COLUMNS)[number]> & {
  /** 'YYYY-MM-DD'. */
  birth_date: string;
};

/** The member's own profile with its photos and prompts, as of its profile_revision. */
export type OwnProfileWithParts = Awaited<ReturnType<typeof ownProfile>>[number];

/** The SQL of the member's own profile (webprofile): what CachedProfiles keeps by revision. */
export class OwnProfileRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The member's own profile with its photos and prompts (in `language`), in one round trip. */
  async findOwnProfile(
    memberId: number,
    language: Language,
  ): Promise<OwnProfileWithParts | undefined> {
    const [row] = await ownProfile(this.db, language, memberId);
    return row;
  }

  /** The members' profile_revision (db/cardRevision.ts), by member; the deleted absent. */
  async profileRevisions(memberIds: readonly number[]): Promise<Map<number, number>> {
    const rows = await profileRevisions(this.db, '', memberIds);
    return new Map(rows.map((row) => [row.id, row.profile_revision]));
  }
}

/**
 * The member's own profile with its photos and its prompts in their language: one round trip.
 * CachedProfiles keeps it by profile_revision, so every table and column it reads is classified
 * in db/cardRevision.ts (the test there compiles it).
 */
export const ownProfile = reusableQuery((db, language: Language, memberId: number) => {
  const member = sql.ref<number>('members.id');
  return db
    .selectFrom('members')
    .select(OWN_PROFILE_COLUMNS)
    .select(sql<string>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_date'))
    .where('id', '=', memberId)
    .select(['profile_revision', ...profilePartsColumns(db, member, language, 'owner')]);
});

/** What changes with anything of a member's own profile (db/cardRevision.ts), of several members. */
const profileRevisions = reusableQuery((db, _shape: '', memberIds: readonly number[]) =>
  db
    .selectFrom('members')
    .select(['id', 'profile_revision'])
    .where('id', '=', sql<number>`any(${memberIds}::int[])`),
);
