import {
  FILTER_CRITERIA,
  FILTER_GENDERS,
  filterGenderMatches,
  GENDER_FIELD,
  GENDER_IDENTITY_FIELD,
  MEMBER_GENDERS,
  type MemberGender,
  type FilterCriterion,
  type GenderIdentity,
  type PromptAnswer,
} from '@dating/contract/schemas';
import type { Language } from '@dating/contract/rules';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { presenceShownBetween } from '../blocks/blocks';
import type { DatabaseLanes } from '../../db/databaseLanes';
import { setNearestFirstLocally } from '../../db/nearestFirstPlan';
import type { Database } from '../../db/schema';
import { reusableQuery } from '../../db/reusableQuery';
import { boundingBox, shownDistanceKm } from './locationPrivacy';
import { listedTo } from './memberVisibility';
import { FILTER_FIELD_COLUMNS, type filterFieldChanges } from '../profile/profileFieldColumns';
import { MAX_DISTANCE_KM, settingInStatement } from '../content/settingsInStatements';
import { commonTallies, type TallyColumns } from '../compatibility/compatibilityRepository';
import { RANKING_PARTS } from './deckRanking';
import { deckCriteria } from './deckCriteria';
import { holdsAnyOf, SCAN_TRAIT_COLUMNS, scanTraits } from './deckTraits';
import { refreshRankSignals, type RankSignalsCount } from './rankSignals';
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
  filter_verified: boolean;
  filter_answered: boolean;
  filter_preferences: string[];
  /** The identities the filter wants (none: the spec's filter_gender alone). */
  wanted_identities: GenderIdentity[];
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
export interface NearbyRow extends RankingInputs {
  id: number;
  profile_revision: number;
  online: boolean;
  distance: number;
}

/**
 * What the deck's ranking reads of each member of the window (deckRanking.ts), in the page's
 * statement: only of the window, never of everyone the scan passes. The TallyColumns are the
 * searcher's tally with them over the questions both answered (0 in common: none yet), their
 * match percentage.
 */
export interface RankingInputs extends TallyColumns {
  /**
   * The admin's weights (rank_<part>) in RANKING_PARTS' order, on the window's first row only:
   * on each of its 80 rows the arrays were 7 % of the page's read.
   */
  weights: number[] | null;
  /** 0: boosted (first, the spec's visible boost), 1: the nearest. */
  part: number;
  /** The searcher's preferences this member misses: fewer rank first. */
  misses: number;
  /** The distance the deck reaches (km): nearness is measured against it. */
  reach_km: number;
  /** Their own filter wants the searcher back: identities and age range. */
  wants_back: boolean;
  /** A purpose both are here for (the first by id) and its name in the call's language. */
  shared_purpose: number | null;
  shared_purpose_name: string | null;
  /**
   * Last seen, else joined; null where their presence is not shown to the searcher. Both times
   * in epoch milliseconds: a number, where a Date was parsed on each of the window's rows.
   */
  last_active_ms: number | null;
  joined_ms: number;
  /**
   * Of the chats of the last REPLY_DAYS where the other wrote, the share they wrote in too; as
   * of the last `rank-signals` run, like swipes_received.
   */
  reply_rate: number | null;
  /** Swipes they received in the last SHOWN_DAYS: how often the deck already showed them. */
  swipes_received: number;
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
  filter_verified: boolean;
  filter_answered: boolean;
  filter_preferences: FilterCriterion[];
}

/**
 * How many of the nearest who meet the dealbreakers a page reads, per person it shows: the deck
 * ranks inside this window (deckRanking.ts; discovery's README).
 */
const RANKING_WINDOW = 4;

/** The listed member's columns the ranking reads (their filter turned round, purposes, presence). */
const LISTED_RANKING_COLUMNS = [
  'filter_age_min',
  'filter_age_max',
  'filter_gender',
  `filter_${GENDER_IDENTITY_FIELD.name}`,
  'purposes',
  'last_seen',
  'created_at',
] as const;

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
        'filter_verified',
        'filter_answered',
        'filter_preferences',
        sql<GenderIdentity[]>`${sql.ref(`filter_${GENDER_IDENTITY_FIELD.name}`)}`.as(
          'wanted_identities',
        ),
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
   * boosted part reads the boosted members' own index of positions inside its box; the rest is
   * a nearest-neighbour scan of the positions index (members_deck_position, with the age,
   * gender, verified and many-valued dealbreakers as bounds) inside a bounding box, which stops
   * after the page, on the nearest-first lane. No one at all when the searcher has no row.
   */
  nearbyPage(query: NearbyQuery): Promise<NearbyRow[]> {
    return this.database.nearestFirst((db) => nearbyStatement(db, ...nearbyValues(query)));
  }

  /** The rank_signals as of `now`, counted again for the members something changed for. */
  refreshRankSignals(now: Date): Promise<RankSignalsCount> {
    return refreshRankSignals(this.db, now);
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
      .select(['member_id', 'image_name', 'blurred_name', 'card_name'])
      .where('member_id', 'in', memberIds)
      .where('position', 'is not', null)
      .where(shownToOthers('photos'))
      .orderBy('member_id')
      .orderBy('position')
      .execute();
    for (const row of rows) {
      if (row.member_id === null) continue;
      const list = byMember.get(row.member_id) ?? [];
      list.push({
        image_name: row.image_name,
        blurred_name: row.blurred_name,
        card_name: row.card_name,
      });
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

/** The ranking's weights (rank_<part>) in RANKING_PARTS' order, read in the statement likewise. */
const RANKING_WEIGHTS = sql<number[]>`array[${sql.join(
  RANKING_PARTS.map((part) => sql`${settingInStatement(`rank_${part}`)}::float8`),
)}]`;

/** A time as epoch milliseconds, a float8 (node-postgres gives a number; numeric a string). */
const epochMs = (time: RawBuilder<unknown>) =>
  sql<number>`(extract(epoch from ${time}) * 1000)::float8`;

/** The order of the window's rows (`l`), as the statement answers them. */
const WINDOW_ORDER = sql`l.part, l.misses, l.distance, l.id`;

/** The nearby statement's shape and values, in the order nearbyQuery takes them. */
function nearbyValues(query: NearbyQuery) {
  const shape: NearbyShape = query.verifiedOnly === true ? 'verified' : 'everyone';
  return [
    shape,
    query.searcherId,
    query.now,
    query.limit,
    query.reachKm ?? null,
    query.language,
  ] as const;
}

/** The nearby statement (see DiscoveryRepository.nearbyPeople). */
function nearbyQuery(
  db: Kysely<Database>,
  shape: NearbyShape,
  searcherId: number,
  at: Date,
  pageSize: number,
  reachKm: number | null,
  language: Language,
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
  const isPreference = (criterion: FilterCriterion) =>
    sql<boolean>`${sql.lit(criterion)} = any(filter_preferences)`;
  // A distance that is only a preference reaches as far as the admin allows, ranking the farther lower.
  const reach = sql<number>`greatest(${km}, case when ${isPreference('distance')}
    then ${MAX_DISTANCE_KM} else coalesce(${reachKm}::int, 0) end)`;
  const boostedReach = sql<number>`case when ${isPreference('distance')} then ${reach} else ${km} end`;
  const wanted = wantedOf((column) => sql.ref(column), today);
  // The spec's gender wanted, when identities are a dealbreaker the filter leaves to it.
  const scanGender = (open: 'least' | 'greatest') => sql<string>`case
    when not ${isPreference('identities')}
      and cardinality(${sql.ref(`filter_${GENDER_IDENTITY_FIELD.name}`)}) = 0
      and ${wanted.listed_gender} is not null then ${wanted.listed_gender}
    else ${sql.raw(open)}(${sql.join(MEMBER_GENDERS.map((gender) => sql.lit(gender)))}) end`;
  const searcher = db
    .selectFrom('members')
    .select([
      position.as('position'),
      longitude.as('longitude'),
      latitude.as('latitude'),
      // A deck widened past the filter (reachKm) meets the distance dealbreaker that far.
      sql<number>`greatest(${km}, coalesce(${reachKm}::int, 0))`.as('km'),
      reach.as('reach'),
      boostedReach.as('boosted_reach'),
      sql<number>`${limit} * ${sql.lit(RANKING_WINDOW)}`.as('page_window'),
      boundingBox(longitude, latitude, reach).as('area'),
      boundingBox(longitude, latitude, boostedReach).as('boosted_area'),
      // "Active within": null lists anyone.
      sql<Date | null>`${now} - make_interval(days => filter_active_days)`.as('active_since'),
      // Read once with the searcher, so the scan checks an array, not a table, at each row.
      sql<number[]>`array(select saved_id from saved_members where member_id = ${me})`.as('saved'),
      wanted.born_by.as('born_by'),
      wanted.born_after.as('born_after'),
      // The dealbreakers the index of positions reads (members_deck_position) as bounds on its
      // columns, open where the criterion is only a preference: they keep a searcher the deck
      // filters narrowly from reading thousands of members' rows to find a page.
      sql<string>`case when ${isPreference('age')} then 'infinity'::date else ${wanted.born_by} end`.as(
        'scan_born_by',
      ),
      sql<string>`case when ${isPreference('age')} then '-infinity'::date else ${wanted.born_after} end`.as(
        'scan_born_after',
      ),
      scanGender('least').as('scan_gender_from'),
      scanGender('greatest').as('scan_gender_to'),
      sql<boolean>`filter_verified and not ${isPreference('verified')}`.as('scan_verified'),
      // The dealbreakers of many values as tokens the index holds (deckTraits.ts).
      ...scanTraits((column) => sql.ref(column), isPreference),
      wanted.listed_gender.as('listed_gender'),
      'filter_purposes',
      'filter_verified',
      'filter_answered',
      'filter_preferences',
      ...FILTER_FIELD_COLUMNS,
    ])
    .where('id', '=', me);
  const of = <T>(column: string) => sql<T>`(select ${sql.ref(`s.${column}`)} from s)`;
  const viewer = { longitude: of<number>('longitude'), latitude: of<number>('latitude') };
  const criteria = deckCriteria({ of, viewer });
  const preferences = of<string[]>('filter_preferences');
  // A dealbreaker keeps out whoever misses it; a preference only counts the miss.
  const met = (criterion: FilterCriterion) => sql<boolean>`coalesce(${criteria[criterion]}, false)`;
  const misses = sql.join(
    FILTER_CRITERIA.map((criterion) => sql`(case when ${met(criterion)} then 0 else 1 end)`),
    sql` + `,
  );
  const activeSince = of<Date | null>('active_since');
  const part = (boosted: boolean) =>
    db
      .selectFrom('members as m')
      .select(['m.id', 'm.profile_revision', shownOnlineColumn(me), shownDistanceColumn(viewer)])
      // What the ranking reads of them, from the row the scan holds: read again by id for the
      // window it was a tenth of the page's buffers.
      .select(LISTED_RANKING_COLUMNS.map((column) => `m.${column}` as const))
      .select(sql.lit(boosted ? 0 : 1).as('part'))
      .select(sql<number>`${misses}`.as('misses'))
      // The box bounds each part's index scan: the nearest part's on every member's coordinates,
      // the boosted part's on the boosted members' own (members_boosted_coordinates), so it
      // reads the boosted few near the searcher, not every boosted member of the country.
      .where(sql<SqlBool>`m.coordinates <@ ${of(boosted ? 'boosted_area' : 'area')}`)
      .where('m.id', '!=', me)
      .$if(!boosted, (qb) =>
        qb
          .where('m.birth_date', '<=', of<string>('scan_born_by'))
          .where('m.birth_date', '>', of<string>('scan_born_after'))
          .where(
            sql.ref<MemberGender>(`m.${GENDER_FIELD.name}`),
            '>=',
            of<MemberGender>('scan_gender_from'),
          )
          .where(
            sql.ref<MemberGender>(`m.${GENDER_FIELD.name}`),
            '<=',
            of<MemberGender>('scan_gender_to'),
          )
          .where('m.verified', '>=', of<boolean>('scan_verified'))
          .$call((scan) =>
            SCAN_TRAIT_COLUMNS.reduce(
              (all, column) => all.where(holdsAnyOf('m', of(column))),
              scan,
            ),
          ),
      )
      .where('m.status', '=', sql.lit('active'))
      .where('m.invisible', '=', sql.lit(false))
      .where(listedTo(me, now))
      .where((eb) =>
        boosted
          ? eb('m.boosted_until', '>', now)
          : eb.or([eb('m.boosted_until', 'is', null), eb('m.boosted_until', '<=', now)]),
      )
      .$call((qb) =>
        FILTER_CRITERIA.reduce(
          (all, criterion) =>
            all.where(
              sql<SqlBool>`(${met(criterion)} or ${sql.lit(criterion)} = any(${preferences}::text[]))`,
            ),
          qb,
        ),
      )
      .$if(shape === 'verified', (qb) => qb.where('m.verified', '=', sql.lit(true)))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('swipes as w')
              .select(sql`1`.as('one'))
              .where('w.swiper_id', '=', me)
              .whereRef('w.target_id', '=', 'm.id')
              // Kept a probe of the pair's key for each member: as a join, the generic plan read
              // all of the searcher's swipes for each one (130 ms a page after 5,000 swipes).
              .offset(0),
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
        of<number>(boosted ? 'boosted_reach' : 'reach'),
      )
      // The boosted few are ordered with the page: a sort of its own here would be disabled.
      .$if(!boosted, (qb) =>
        qb.orderBy(sql`m.coordinates <-> ${of('position')}`).limit(of<number>('page_window')),
      );
  // The listed member's (`l`) filter over the searcher (`m` here): do they want the searcher back?
  const listedWants = wantedOf((column) => sql.ref(`l.${column}`), today);
  const theirCriteria = deckCriteria({
    of: <T>(column: string) =>
      (listedWants[column as keyof typeof listedWants] ?? sql.ref(`l.${column}`)) as RawBuilder<T>,
    viewer,
  });
  return (
    db
      .with('s', () => searcher)
      .with('boosted', () => part(true))
      .with('nearest', () => part(false))
      .with('page', (db) =>
        db
          .selectFrom('boosted')
          .selectAll()
          .unionAll(db.selectFrom('nearest').selectAll())
          // Fewest preferences missed first, then in the order of the distances it shows (then
          // by id), not of exact positions, so the order of two members tells no more than that.
          .orderBy('part')
          .orderBy('misses')
          .orderBy('distance')
          .orderBy('id')
          .limit(of<number>('page_window')),
      )
      // What the ranking reads (RankingInputs), of the window's members only.
      .selectFrom('page as l')
      .leftJoin('rank_signals as rs', 'rs.member_id', 'l.id')
      .leftJoinLateral(
        () => sql<TallyColumns>`(${commonTallies(me, sql<SqlBool>`m.member_id = l.id`)})`.as('tq'),
        (join) => join.onTrue(),
      )
      .innerJoin('members as m', (join) => join.on('m.id', '=', me))
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('purposes as pu')
            .leftJoin('purpose_translations as t', (join) =>
              join
                .onRef('t.purpose_id', '=', 'pu.id')
                .on('t.language', '=', sql`${language}::text`),
            )
            .select(['pu.id', sql<string>`coalesce(t.name, pu.name)`.as('name')])
            .where(sql<SqlBool>`pu.id = any(l.purposes) and pu.id = any(m.purposes)`)
            .orderBy('pu.id')
            .limit(1)
            .as('in_common'),
        (join) => join.onTrue(),
      )
      .select(['l.id', 'l.profile_revision', 'l.online', 'l.distance', 'l.part', 'l.misses'])
      .select([
        of<number>('km').as('reach_km'),
        sql<boolean>`coalesce(${theirCriteria.identities} and ${theirCriteria.age}, false)`.as(
          'wants_back',
        ),
        sql<number | null>`in_common.id`.as('shared_purpose'),
        sql<string | null>`in_common.name`.as('shared_purpose_name'),
        sql<number | null>`case when ${presenceShownBetween(me, sql.ref<number>('l.id'))}
          then ${epochMs(sql`coalesce(l.last_seen, l.created_at)`)} end`.as('last_active_ms'),
        epochMs(sql`l.created_at`).as('joined_ms'),
        'rs.reply_rate',
        sql<number[] | null>`case when row_number() over (order by ${WINDOW_ORDER}) = 1
          then ${RANKING_WEIGHTS} end`.as('weights'),
        sql<number>`coalesce(tq.common, 0)`.as('common'),
        sql<number>`coalesce(tq.viewer_earned, 0)`.as('viewer_earned'),
        sql<number>`coalesce(tq.viewer_possible, 0)`.as('viewer_possible'),
        sql<number>`coalesce(tq.member_earned, 0)`.as('member_earned'),
        sql<number>`coalesce(tq.member_possible, 0)`.as('member_possible'),
        sql<number>`coalesce(rs.swipes_received, 0)`.as('swipes_received'),
      ])
      .orderBy(WINDOW_ORDER)
  );
}

/**
 * A member's filter of age and of the spec's gender as the deck compares them, from the
 * member's columns (`column`): born on or before the day filter_age_min years ago and after the
 * day filter_age_max + 1 years ago; the gender its men, women or everyone lists (null: any).
 */
function wantedOf(column: (name: string) => RawBuilder<unknown>, today: RawBuilder<string>) {
  return {
    born_by: sql<string>`(${today} - make_interval(years => ${column('filter_age_min')}))::date`,
    born_after: sql<string>`(${today} - make_interval(years => ${column('filter_age_max')} + 1))::date`,
    listed_gender: sql<string | null>`case ${column('filter_gender')} ${LISTED_GENDERS} end`,
  };
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
  /** Null until the card rendition is made. */
  card_name: string | null;
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
