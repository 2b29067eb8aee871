import {
  FILTER_GENDERS,
  filterGenderMatches,
  GENDER_FIELD,
  type PromptAnswer,
} from '@dating/contract/schemas';
import type { Language } from '@dating/contract/rules';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DatabaseLanes } from '../../db/databaseLanes';
import { setNearestFirstLocally } from '../../db/nearestFirstPlan';
import type { Database } from '../../db/schema';
import { reusableQuery } from '../../db/reusableQuery';
import { boundingBox, shownDistanceKm } from './locationPrivacy';
import { listedTo } from './memberVisibility';
import {
  fieldFilterConditions,
  FILTER_FIELD_COLUMNS,
  type filterFieldChanges,
} from '../profile/profileFieldColumns';
import { profilePartsColumns } from '../profile/profileParts';
import { shownToOthers } from '../photos/photosRepository';
import {
  memberCardDetailColumns,
  noBlockWith,
  shownDistanceColumn,
  shownOnlineColumn,
  type MemberCardDetails,
  type PersonCardRow,
} from './personCardRows';

/** The filter's gender choices as the `when` arms of a case: the members' gender each lists. */
const LISTED_GENDERS = sql.join(
  FILTER_GENDERS.flatMap((choice) => {
    const listed = filterGenderMatches(choice);
    return listed === null ? [] : [sql`when ${sql.lit(choice)} then ${sql.lit(listed)}`];
  }),
  sql` `,
);

/** The searcher's own row: position, filter and what the swipe rules read. */
export interface Searcher {
  id: number;
  name: string;
  location: string;
  longitude: number;
  latitude: number;
  premium_until: Date | null;
  superlike_count: number;
  filter_age_min: number;
  filter_age_max: number;
  filter_gender: 'men' | 'women' | 'everyone';
  filter_purposes: number[];
  filter_distance: number;
  filter_active_days: number | null;
  /** The member's own purposes: the filter's when it names none. */
  purposes: number[];
}

/** A page of people near the searcher, their filter read with them. */
export interface NearbyQuery {
  searcherId: number;
  limit: number;
  now: Date;
  /** Only members with the verified badge. */
  verifiedOnly?: boolean;
  /** The language of the prompts on the cards. */
  language: Language;
  /**
   * Reach this far (km) past the filter's distance, for a deck widened when it holds too few
   * (DiscoveryService.people); the boosted part keeps to the filter's distance.
   */
  reachKm?: number;
}

/** A member on a page of people near, before their card: what is read with each page. */
export interface NearbyRow {
  id: number;
  profile_revision: number;
  online: boolean;
  distance: number;
}

/** A member near the searcher, with the photos and prompt answers their card shows. */
export interface NearbyPerson extends PersonCardRow, CardParts {}

/** The photos and prompt answers a card shows beside the member's row. */
interface CardParts {
  photos: PhotoNames[];
  prompts: PromptAnswer[];
}

/** A member's card as of their profile_revision: what pages of people near reuse (CachedCards). */
export interface CardDetails extends MemberCardDetails, CardParts {
  profile_revision: number;
}

/** What a page of people near reads: the page, then its members' cards (CachedCards wraps it). */
export interface NearbyReads {
  nearbyPage(query: NearbyQuery): Promise<NearbyRow[]>;
  /** The cards of these members, each at (at least) its revision, by member; the deleted absent. */
  cardsOf(
    members: readonly Pick<NearbyRow, 'id' | 'profile_revision'>[],
    language: Language,
  ): Promise<Map<number, CardDetails>>;
}

export interface FilterChange extends ReturnType<typeof filterFieldChanges> {
  filter_age_min: number;
  filter_age_max: number;
  filter_gender: 'men' | 'women' | 'everyone';
  filter_purposes: number[];
  filter_distance: number;
  filter_active_days: number | null;
}

/** The SQL of webgetpeople, the swipes, rewind and the filter. */
export class DiscoveryRepository implements NearbyReads {
  private readonly db: Kysely<Database>;

  constructor(private readonly database: DatabaseLanes) {
    this.db = database.ordinary;
  }

  findSearcher(memberId: number): Promise<Searcher | undefined> {
    return this.db
      .selectFrom('members')
      .select([
        'id',
        'name',
        'location',
        sql<number>`coordinates[0]`.as('longitude'),
        sql<number>`coordinates[1]`.as('latitude'),
        'premium_until',
        'superlike_count',
        'filter_age_min',
        'filter_age_max',
        'filter_gender',
        'filter_purposes',
        'filter_distance',
        'filter_active_days',
        'purposes',
      ])
      .where('id', '=', memberId)
      .executeTakeFirst();
  }

  /**
   * Boosted members first, then the nearest, each part in the order of the distances it shows:
   * who, how far, whether online and each one's profile_revision (their cards: cardsOf). The page
   * is one statement that reads the searcher's row and filter in it (`s`), reaching the parts as
   * scalar subqueries (parameters of the plan, which an index scan can order and bound by). The
   * boosted part starts from the boosted_until index (few members are boosted at any time); the
   * rest is a nearest-neighbour scan of the SP-GiST index on coordinates inside a bounding box,
   * which stops after the page, on the nearest-first lane. No one at all when the searcher has
   * no row.
   */
  nearbyPage(query: NearbyQuery): Promise<NearbyRow[]> {
    return this.database.nearestFirst((db) => nearbyStatement(db, ...nearbyValues(query)));
  }

  /** The members' cards with their photos and prompts in `language`, in one statement. */
  async cardsOf(
    members: readonly Pick<NearbyRow, 'id'>[],
    language: Language,
  ): Promise<Map<number, CardDetails>> {
    const cards = await cardDetails(
      this.db,
      language,
      members.map((member) => member.id),
    );
    return new Map(cards.map((card) => [card.id, card]));
  }

  /**
   * The plan that runs, for the benchmark and the plan test: EXPLAIN ANALYZE of the statement
   * prepared, under the settings it runs with, i.e. of its generic plan (nearestFirstPlan.ts),
   * planned without the call's values. A plan for the values written in would hide its mistakes.
   */
  explainNearby(query: NearbyQuery): Promise<string> {
    const { sql: text, parameters } = nearbyStatement.compile(this.db, ...nearbyValues(query));
    const values = parameters.map(literal).join(', ');
    // On a connection of the main pool: the read's own are shared by statements in flight.
    return this.db.connection().execute(async (db) => {
      await sql.raw(`PREPARE nearby_explained AS ${text}`).execute(db);
      try {
        return await db.transaction().execute(async (trx) => {
          await setNearestFirstLocally().execute(trx);
          const result = await sql<{ 'QUERY PLAN': string }>`EXPLAIN (ANALYZE, COSTS OFF) ${sql.raw(
            `EXECUTE nearby_explained(${values})`,
          )}`.execute(trx);
          return result.rows.map((row) => row['QUERY PLAN']).join('\n');
        });
      } finally {
        await sql`DEALLOCATE nearby_explained`.execute(db);
      }
    });
  }

  /**
   * The members' profile photos (storage names), the main one first, by member; not those held
   * for a moderator.
   */
  async photosOf(memberIds: readonly number[]): Promise<Map<number, PhotoNames[]>> {
    const byMember = new Map<number, PhotoNames[]>();
    if (memberIds.length === 0) return byMember;
    const rows = await this.db
      .selectFrom('photos')
      .select(['member_id', 'image_name', 'blurred_name'])
      .where('member_id', 'in', memberIds)
      .where('position', 'is not', null)
      .where(shownToOthers('photos'))
      .orderBy('member_id')
      .orderBy('position')
      .execute();
    for (const row of rows) {
      if (row.member_id === null) continue;
      const list = byMember.get(row.member_id) ?? [];
      list.push({ image_name: row.image_name, blurred_name: row.blurred_name });
      byMember.set(row.member_id, list);
    }
    return byMember;
  }

  async setFilter(memberId: number, filter: FilterChange): Promise<void> {
    await this.db.updateTable('members').set(filter).where('id', '=', memberId).execute();
  }

  async knownPurposes(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('purposes').select('id').where('id', 'in', ids).execute();
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }
}

type NearbyShape = 'everyone' | 'verified';

/** The nearby statement's shape and values, in the order nearbyQuery takes them. */
function nearbyValues(query: NearbyQuery) {
  const shape: NearbyShape = query.verifiedOnly === true ? 'verified' : 'everyone';
  return [shape, query.searcherId, query.now, query.limit, query.reachKm ?? null] as const;
}

/** The nearby statement (see DiscoveryRepository.nearbyPeople). */
function nearbyQuery(
  db: Kysely<Database>,
  shape: NearbyShape,
  searcherId: number,
  at: Date,
  pageSize: number,
  reachKm: number | null,
) {
  // Typed where they are bound: the raw SQL around them gives PostgreSQL nothing to infer from.
  const me = sql<number>`${searcherId}::int`;
  const now = sql<Date>`${at}::timestamptz`;
  const limit = sql<number>`${pageSize}::int`;
  const today = sql<string>`(${now} at time zone 'UTC')::date`;
  const position = sql<string>`coordinates`;
  const longitude = sql<number>`coordinates[0]`;
  const latitude = sql<number>`coordinates[1]`;
  const km = sql<number>`greatest(1, filter_distance)`;
  const reach = sql<number>`greatest(${km}, coalesce(${reachKm}::int, 0))`;
  const searcher = db
    .selectFrom('members')
    .select([
      position.as('position'),
      longitude.as('longitude'),
      latitude.as('latitude'),
      km.as('km'),
      reach.as('reach'),
      boundingBox(longitude, latitude, reach).as('area'),
      // "Active within": null lists anyone.
      sql<Date | null>`${now} - make_interval(days => filter_active_days)`.as('active_since'),
      // Read once with the searcher, so the scan checks an array, not a table, at each row.
      sql<number[]>`array(select saved_id from saved_members where member_id = ${me})`.as('saved'),
      // Born on or before the day filter_age_min years ago, after the day filter_age_max + 1.
      sql<string>`(${today} - make_interval(years => filter_age_min))::date`.as('born_by'),
      sql<string>`(${today} - make_interval(years => filter_age_max + 1))::date`.as('born_after'),
      sql<string | null>`case filter_gender ${LISTED_GENDERS} end`.as('listed_gender'),
      'filter_purposes',
      ...FILTER_FIELD_COLUMNS,
    ])
    .where('id', '=', me);
  const of = <T>(column: string) => sql<T>`(select ${sql.ref(`s.${column}`)} from s)`;
  const viewer = { longitude: of<number>('longitude'), latitude: of<number>('latitude') };
  const purposes = of<number[]>('filter_purposes');
  const gender = of<string | null>('listed_gender');
  const activeSince = of<Date | null>('active_since');
  const part = (boosted: boolean) =>
    db
      .selectFrom('members as m')
      .select(['m.id', 'm.profile_revision', shownOnlineColumn(me), shownDistanceColumn(viewer)])
      .select(sql.lit(boosted ? 0 : 1).as('part'))
      // The box bounds the nearest part's index scan. The boosted part has none: with it, the
      // generic plan (planned without the time, so a third of the boosted_until index looks
      // live) read every member in the box instead of the boosted few.
      .$if(!boosted, (qb) => qb.where(sql<SqlBool>`m.coordinates <@ ${of('area')}`))
      .where('m.id', '!=', me)
      .where('m.status', '=', sql.lit('active'))
      .where('m.invisible', '=', sql.lit(false))
      .where(listedTo(me, now))
      .where((eb) =>
        boosted
          ? eb('m.boosted_until', '>', now)
          : eb.or([eb('m.boosted_until', 'is', null), eb('m.boosted_until', '<=', now)]),
      )
      .where(sql<SqlBool>`m.birth_date <= ${of('born_by')}`)
      .where(sql<SqlBool>`m.birth_date > ${of('born_after')}`)
      .where(sql<SqlBool>`(${gender} is null or ${sql.ref(`m.${GENDER_FIELD.name}`)} = ${gender})`)
      .$if(shape === 'verified', (qb) => qb.where('m.verified', '=', sql.lit(true)))
      .where(sql<SqlBool>`(cardinality(${purposes}) = 0 or m.purposes && ${purposes})`)
      .$call((qb) => fieldFilterConditions(of).reduce((all, wanted) => all.where(wanted), qb))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('swipes as w')
              .select(sql`1`.as('one'))
              .where('w.swiper_id', '=', me)
              .whereRef('w.target_id', '=', 'm.id'),
          ),
        ),
      )
      .where(
        sql<SqlBool>`(${activeSince} is null or m.online or coalesce(m.last_seen, m.created_at) >= ${activeSince})`,
      )
      .where(sql<SqlBool>`m.id <> all(${of('saved')}::int[])`)
      .where(noBlockWith(me))
      .where(
        shownDistanceKm(sql.ref('m.coordinates'), viewer.longitude, viewer.latitude),
        '<=',
        of<number>(boosted ? 'km' : 'reach'),
      )
      // The boosted few are ordered with the page: a sort of its own here would be disabled.
      .$if(!boosted, (qb) => qb.orderBy(sql`m.coordinates <-> ${of('position')}`).limit(limit));
  return db
    .with('s', () => searcher)
    .with('boosted', () => part(true))
    .with('nearest', () => part(false))
    .with('page', (db) =>
      db
        .selectFrom('boosted')
        .selectAll()
        .unionAll(db.selectFrom('nearest').selectAll())
        // In the order of the distances it shows (then by id), not of exact positions, so the
        // order of two members tells no more than their shown distances.
        .orderBy('part')
        .orderBy('distance')
        .orderBy('id')
        .limit(limit),
    )
    .selectFrom('page')
    .select(['id', 'profile_revision', 'online', 'distance'])
    .orderBy('part')
    .orderBy('distance')
    .orderBy('id');
}

/** Built and compiled once: building it took 0.4 ms of each call, about what the database took. */
const nearbyStatement = reusableQuery(nearbyQuery);

/**
 * Members' cards, with their revisions, photos and prompts (DiscoveryRepository.cardsOf): what
 * CachedCards keeps by profile_revision, so every table and column it reads is classified in
 * db/cardRevision.ts (the test there compiles it).
 */
export const cardDetails = reusableQuery((db, language: Language, memberIds: readonly number[]) =>
  db
    .selectFrom('members as m')
    .select([
      ...memberCardDetailColumns,
      'm.profile_revision',
      ...profilePartsColumns(db, sql.ref<number>('m.id'), language, 'others'),
    ])
    .where('m.id', '=', sql<number>`any(${memberIds}::int[])`),
);

export interface PhotoNames {
  image_name: string;
  blurred_name: string;
}

/** A parameter written as SQL, for EXPLAIN (null, numbers, dates, strings, arrays only). */
function literal(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'::timestamptz`;
  if (Array.isArray(value)) return `ARRAY[${value.map(literal).join(',')}]::int[]`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  throw new Error(`No SQL literal for ${typeof value}`);
}
