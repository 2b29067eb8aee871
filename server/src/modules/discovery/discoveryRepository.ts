import type { PromptAnswer } from '@dating/shared/contract';
import type { Language } from '@dating/shared/rules';
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { LRUCache } from 'lru-cache';
import { setNearestFirstLocally } from '../../db/nearestFirstPlan';
import type { Database, SwipeKindStored } from '../../db/schema';
import { orderedPair } from '../../db/orderedPair';
import { reusableQuery } from '../../db/reusableQuery';
import { endMatch } from './endMatch';
import { NOTHING_LIKED, type LikedColumns } from './likedItems';
import { blocksBetween } from '../blocks/blocks';
import { boundingBox, shownDistanceKm } from './locationPrivacy';
import { listedTo } from './memberVisibility';
import {
  fieldFilterConditions,
  FILTER_FIELD_COLUMNS,
  type filterFieldChanges,
} from '../profile/profileFieldColumns';
import { profilePartsColumns } from '../profile/profileParts';
import {
  memberCardDetailColumns,
  noBlockWith,
  personCardColumns,
  shownDistanceColumn,
  shownOnlineColumn,
  type MemberCardDetails,
  type PersonCardRow,
} from './personCardRows';

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
}

/** A member near the searcher, with the photos and prompt answers their card shows. */
export interface NearbyPerson extends PersonCardRow, CardParts {}

/** The photos and prompt answers a card shows beside the member's row. */
interface CardParts {
  photos: PhotoNames[];
  prompts: PromptAnswer[];
}

/** A member's card as of their profile_revision: what a page of people near reuses. */
interface CardDetails extends MemberCardDetails, CardParts {
  profile_revision: number;
}

/** The chat messages a match made of its likes' comments. */
export interface PostedLikeComments {
  chatId: number;
  messageIds: number[];
}

/** What a like aimed at one thing adds to its swipe: the liked item and the comment. */
export interface LikeNote extends LikedColumns {
  comment: string | null;
}

export interface StoredSwipe {
  target_id: number;
  kind: SwipeKindStored;
  created_at: Date;
}

export interface SwipeTarget {
  id: number;
  name: string;
  status: 'active' | 'deactivated';
}

export interface FilterChange extends ReturnType<typeof filterFieldChanges> {
  filter_age_min: number;
  filter_age_max: number;
  filter_gender: 'men' | 'women' | 'everyone';
  filter_purposes: number[];
  filter_distance: number;
}

/** The SQL of webgetpeople, the swipes, rewind and the filter. */
export class DiscoveryRepository {
  /**
   * `nearestFirstDb`: connections whose sessions hold the nearest-neighbour read's planner
   * settings (DatabaseHandle.nearestFirstDb); without it, the read sets them in a transaction.
   *
   * `cards`: other members' cards as last read, by language and member. A page of people near
   * reads each member's `profile_revision` (which triggers change with anything of the card but
   * presence and distance) instead of their row, photos and prompts, and reads those only of the
   * members this process has not seen at that revision. Each process holds its own; none can hold
   * a stale one. A transaction's repository shares it: a new one costs 0.5 ms (its arrays are
   * allocated whole), too much for every swipe.
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly nearestFirstDb: Kysely<Database> | null = null,
    private readonly cards = new LRUCache<string, CardDetails>({ max: 10_000 }),
  ) {}

  transaction<T>(work: (repository: DiscoveryRepository) => Promise<T>): Promise<T> {
    return this.db
      .transaction()
      .execute((trx: Transaction<Database>) =>
        work(new DiscoveryRepository(trx, null, this.cards)),
      );
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
        'purposes',
      ])
      .where('id', '=', memberId)
      .executeTakeFirst();
  }

  /**
   * Boosted members first, then the nearest, each part in the order of the distances it shows,
   * with their photos and prompts. The page is one statement that answers who, how far, whether
   * online and each one's profile_revision; the rest of each card comes from `cards` (cardsOf).
   * The statement reads the searcher's row and filter in it (`s`), reaching the parts as scalar
   * subqueries (parameters of the plan, which an index scan can order and bound by). The boosted
   * part starts from the boosted_until index (few members are boosted at any time); the rest is
   * a nearest-neighbour scan of the SP-GiST index on coordinates inside a bounding box, which
   * stops after the page. No one at all when the searcher has no row.
   */
  async nearbyPeople(query: NearbyQuery): Promise<NearbyPerson[]> {
    const page = await this.withNearestFirstPlan((db) =>
      nearbyStatement(db, ...nearbyValues(query)),
    );
    const cards = await this.cardsOf(page, query.language);
    const people: NearbyPerson[] = [];
    for (const { id, online, distance } of page) {
      const card = cards.get(id);
      // A member deleted since the page was read is left out. Object.assign, not a spread: V8
      // copies a spread object through its slow path, ten times slower here.
      if (card) people.push(Object.assign({ online, distance }, card));
    }
    return people;
  }

  /**
   * The cards of these members at (at least) these revisions: from memory where this process read
   * them at that revision, the others in one statement.
   */
  private async cardsOf(
    members: readonly { id: number; profile_revision: number }[],
    language: Language,
  ): Promise<Map<number, CardDetails>> {
    const found = new Map<number, CardDetails>();
    const unseen: number[] = [];
    for (const { id, profile_revision } of members) {
      const kept = this.cards.get(`${language}:${id}`);
      if (kept?.profile_revision === profile_revision) found.set(id, kept);
      else unseen.push(id);
    }
    if (unseen.length === 0) return found;
    for (const card of await cardDetails(this.db, language, unseen)) {
      this.cards.set(`${language}:${card.id}`, card);
      found.set(card.id, card);
    }
    return found;
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
   * Runs the statement where the planner may only walk the coordinates index in distance order
   * (nearestFirstPlan.ts): on the pool whose sessions hold those settings when there is one, else
   * in a transaction that sets them (its opening is one round trip: two statements without
   * values), then the statement, then COMMIT.
   */
  private withNearestFirstPlan<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
    if (this.nearestFirstDb) return work(this.nearestFirstDb);
    return this.db.connection().execute(async (db) => {
      await sql`BEGIN; ${setNearestFirstLocally()}`.execute(db);
      try {
        const result = await work(db);
        await sql`COMMIT`.execute(db);
        return result;
      } catch (error) {
        await sql`ROLLBACK`.execute(db);
        throw error;
      }
    });
  }

  /** The members' profile photos (storage names), the main one first, by member. */
  async photosOf(memberIds: readonly number[]): Promise<Map<number, PhotoNames[]>> {
    const byMember = new Map<number, PhotoNames[]>();
    if (memberIds.length === 0) return byMember;
    const rows = await this.db
      .selectFrom('photos')
      .select(['member_id', 'image_name', 'blurred_name'])
      .where('member_id', 'in', memberIds)
      .where('position', 'is not', null)
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

  /** One member as a card seen from the viewer, whatever their state (rewind shows it again). */
  cardOf(
    memberId: number,
    viewer: { id: number; longitude: number; latitude: number },
  ): Promise<PersonCardRow | undefined> {
    return this.db
      .selectFrom('members as m')
      .select(personCardColumns(viewer))
      .where('m.id', '=', memberId)
      .executeTakeFirst();
  }

  findTarget(memberId: number): Promise<SwipeTarget | undefined> {
    return this.db
      .selectFrom('members')
      .select(['id', 'name', 'status'])
      .where('id', '=', memberId)
      .executeTakeFirst();
  }

  /** Who blocks whom between the two, read in this repository's transaction if any. */
  blocksBetween(memberId: number, otherId: number) {
    return blocksBetween(this.db, memberId, otherId);
  }

  findSwipe(swiperId: number, targetId: number): Promise<StoredSwipe | undefined> {
    return this.db
      .selectFrom('swipes')
      .select(['target_id', 'kind', 'created_at'])
      .where('swiper_id', '=', swiperId)
      .where('target_id', '=', targetId)
      .executeTakeFirst();
  }

  /** The latest swipe of the pair in this direction; a like may be aimed and carry a comment. */
  async saveSwipe(
    swiperId: number,
    targetId: number,
    kind: SwipeKindStored,
    at: Date,
    note: LikeNote = { ...NOTHING_LIKED, comment: null },
  ) {
    const values = { kind, created_at: at, ...note };
    await this.db
      .insertInto('swipes')
      .values({ swiper_id: swiperId, target_id: targetId, ...values })
      .onConflict((oc) => oc.columns(['swiper_id', 'target_id']).doUpdateSet(values))
      .execute();
  }

  /**
   * On a match: each like between the two that carries a comment becomes a message of the pair's
   * chat from its liker, quoting what it liked; the comment then leaves the like, so a later
   * match does not repeat it. `isUnkind` marks a comment as the chat's kindness check would.
   * Answers the chat and the messages posted, or null when no like had a comment.
   */
  async postLikeComments(
    memberId: number,
    otherId: number,
    at: Date,
    isUnkind: (text: string) => boolean,
  ): Promise<PostedLikeComments | null> {
    const likes = await this.db
      .selectFrom('swipes')
      .select([
        'swiper_id',
        'target_id',
        'comment',
        'liked_photo',
        'liked_prompt_id',
        'liked_answer',
      ])
      .where((eb) =>
        eb.or([
          eb.and([eb('swiper_id', '=', memberId), eb('target_id', '=', otherId)]),
          eb.and([eb('swiper_id', '=', otherId), eb('target_id', '=', memberId)]),
        ]),
      )
      .where('kind', '<>', 'nope')
      .where('comment', 'is not', null)
      .orderBy('created_at')
      .execute();
    if (likes.length === 0) return null;
    await this.db
      .insertInto('chats')
      .values({ ...orderedPair(memberId, otherId), created_at: at })
      .onConflict((conflict) => conflict.constraint('chats_pair_unique').doNothing())
      .execute();
    const pair = orderedPair(memberId, otherId);
    const chat = await this.db
      .selectFrom('chats')
      .select('id')
      .where('member_low', '=', pair.member_low)
      .where('member_high', '=', pair.member_high)
      .executeTakeFirstOrThrow();
    const posted = await this.db
      .insertInto('chat_messages')
      .values(
        likes.map(({ swiper_id, target_id, comment, ...liked }) => ({
          chat_id: chat.id,
          sender_id: swiper_id,
          client_id: `like-${swiper_id}-${target_id}-${at.getTime()}`,
          type: 'text' as const,
          text: comment ?? '',
          created_at: at,
          flagged: isUnkind(comment ?? ''),
          ...liked,
        })),
      )
      .onConflict((conflict) => conflict.constraint('chat_messages_client_unique').doNothing())
      .returning('id')
      .execute();
    for (const { swiper_id, target_id } of likes) {
      await this.db
        .updateTable('swipes')
        .set({ comment: null })
        .where('swiper_id', '=', swiper_id)
        .where('target_id', '=', target_id)
        .execute();
    }
    return { chatId: chat.id, messageIds: posted.map((row) => Number(row.id)) };
  }

  async deleteSwipe(swiperId: number, targetId: number): Promise<void> {
    await this.db
      .deleteFrom('swipes')
      .where('swiper_id', '=', swiperId)
      .where('target_id', '=', targetId)
      .execute();
  }

  /** The member's latest swipe, if any. */
  lastSwipe(swiperId: number): Promise<StoredSwipe | undefined> {
    return this.db
      .selectFrom('swipes')
      .select(['target_id', 'kind', 'created_at'])
      .where('swiper_id', '=', swiperId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Takes one super like; answers the count left, or null when there was none. */
  async spendSuperlike(memberId: number): Promise<number | null> {
    const row = await this.db
      .updateTable('members')
      .set((eb) => ({ superlike_count: eb('superlike_count', '-', 1) }))
      .where('id', '=', memberId)
      .where('superlike_count', '>', 0)
      .returning('superlike_count')
      .executeTakeFirst();
    return row ? row.superlike_count : null;
  }

  async refundSuperlike(memberId: number): Promise<number> {
    const row = await this.db
      .updateTable('members')
      .set((eb) => ({ superlike_count: eb('superlike_count', '+', 1) }))
      .where('id', '=', memberId)
      .returning('superlike_count')
      .executeTakeFirstOrThrow();
    return row.superlike_count;
  }

  /** Records the match; answers false when the pair was already matched. */
  async createMatch(memberId: number, otherId: number, at: Date): Promise<boolean> {
    const created = await this.db
      .insertInto('matches')
      .values({ ...orderedPair(memberId, otherId), created_at: at })
      .onConflict((oc) => oc.columns(['member_low', 'member_high']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return created !== undefined;
  }

  /** Ends the pair's match, remembering the unmatch (endMatch). */
  async deleteMatch(memberId: number, otherId: number, at: Date): Promise<void> {
    await endMatch(this.db, memberId, otherId, at);
  }

  async undoneAt(memberId: number): Promise<Date | null> {
    const row = await this.db
      .selectFrom('discovery_marks')
      .select('undone_at')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row?.undone_at ?? null;
  }

  async setUndoneAt(memberId: number, at: Date): Promise<void> {
    await this.db
      .insertInto('discovery_marks')
      .values({ member_id: memberId, undone_at: at })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ undone_at: at }))
      .execute();
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
  return [shape, query.searcherId, query.now, query.limit] as const;
}

/** The nearby statement (see DiscoveryRepository.nearbyPeople). */
function nearbyQuery(
  db: Kysely<Database>,
  shape: NearbyShape,
  searcherId: number,
  at: Date,
  pageSize: number,
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
  const searcher = db
    .selectFrom('members')
    .select([
      position.as('position'),
      longitude.as('longitude'),
      latitude.as('latitude'),
      km.as('km'),
      boundingBox(longitude, latitude, km).as('area'),
      // Born on or before the day filter_age_min years ago, after the day filter_age_max + 1.
      sql<string>`(${today} - make_interval(years => filter_age_min))::date`.as('born_by'),
      sql<string>`(${today} - make_interval(years => filter_age_max + 1))::date`.as('born_after'),
      sql<
        string | null
      >`case filter_gender when 'men' then 'male' when 'women' then 'female' end`.as('gender'),
      'filter_purposes',
      ...FILTER_FIELD_COLUMNS,
    ])
    .where('id', '=', me);
  const of = <T>(column: string) => sql<T>`(select ${sql.ref(`s.${column}`)} from s)`;
  const viewer = { longitude: of<number>('longitude'), latitude: of<number>('latitude') };
  const purposes = of<number[]>('filter_purposes');
  const gender = of<string | null>('gender');
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
      .where(sql<SqlBool>`(${gender} is null or m.gender = ${gender})`)
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
      .where(noBlockWith(me))
      .where(
        shownDistanceKm(sql.ref('m.coordinates'), viewer.longitude, viewer.latitude),
        '<=',
        of<number>('km'),
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

/** Members' cards, with their revisions, photos and prompts (DiscoveryRepository.cardsOf). */
const cardDetails = reusableQuery((db, language: Language, memberIds: readonly number[]) =>
  db
    .selectFrom('members as m')
    .select([
      ...memberCardDetailColumns,
      'm.profile_revision',
      ...profilePartsColumns(db, sql.ref<number>('m.id'), language),
    ])
    .where('m.id', '=', sql<number>`any(${memberIds}::int[])`),
);

export interface PhotoNames {
  image_name: string;
  blurred_name: string;
}

/** A parameter written as SQL, for EXPLAIN (numbers, dates, strings, arrays only). */
function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'::timestamptz`;
  if (Array.isArray(value)) return `ARRAY[${value.map(literal).join(',')}]::int[]`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return `'${String(value).replace(/'/g, "''")}'`;
}
