import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { GENDER_FIELD, type ProfileFieldValues } from '@dating/contract/schemas';
import { orderedPair } from '../../db/orderedPair';
import type { Database, FeedItemType, SwipeKindStored } from '../../db/schema';
import { inGoodStanding, type StandingColumns } from '../moderation/memberStanding';
import type { LikedColumns } from '../likes/likedItems';
import { listedTo } from './memberVisibility';
import { noBlockWith, personCardColumns, type PersonCardRow } from './personCardRows';
import { shownToOthers } from '../photos/photosRepository';
import { MAX_DISTANCE_KM } from '../content/settingsInStatements';

export type SwipeKindReceived = 'like' | 'superlike';

/**
 * The member of alias `m` as the viewer's lists of strangers show them (visitors, Saved): active,
 * not invisible, listed to the viewer (listedTo) and with no block either way.
 */
function shownAmongStrangers(viewerId: number, now: Date): RawBuilder<SqlBool> {
  return sql<SqlBool>`(m.status = 'active' and not m.invisible
    and ${listedTo(viewerId, now)} and ${noBlockWith(viewerId)})`;
}

export interface Viewer {
  id: number;
  longitude: number;
  latitude: number;
}

export interface ViewerRow extends Viewer {
  premium_until: Date | null;
  filter_distance: number;
}

/** How a viewer and another member stand, as the viewer's access to their profile reads it. */
export interface Relation {
  matched: boolean;
  /** The viewer's swipe of the member, and theirs of the viewer. */
  mine: SwipeKindStored | null;
  theirs: SwipeKindStored | null;
  /** The viewer reports the member. */
  reported: boolean;
  /** A chat between the two (kept after a match ends). */
  chatted: boolean;
  visitedByMe: boolean;
  visitedMe: boolean;
}

/** A like received: the liker's card and their like's aim and comment. */
export interface ReceivedLikeRow extends PersonCardRow, LikedColumns {
  comment: string | null;
}

export interface PageQuery {
  viewer: Viewer;
  limit: number;
  now: Date;
}

/** Another member's profile as webprofilenew reads it. */
export interface MemberDetailRow extends PersonCardRow, StandingColumns {
  status: 'active' | 'deactivated';
  invisible: boolean;
  /** The member may appear in the viewer's lists now (memberVisibility's listedTo). */
  listed: SqlBool;
  interests: string[];
  /** The admin's max_distance: no viewer's reach is shorter (MemberVisibility.look). */
  max_distance_km: number;
}

/** A feed item with its member's name and gender (spec section 3, Feed item). */
export interface FeedRow extends Pick<ProfileFieldValues, typeof GENDER_FIELD.name> {
  id: number;
  member_id: number;
  name: string;
  type: FeedItemType;
  content: string;
  images: string[];
  created_at: Date;
  liked: SqlBool;
}

export type ListMark = 'visitors_seen_at' | 'likes_seen_at' | 'superlikes_seen_at';

/** A match between the viewer and `m.id`. */
function matchedWith(memberId: number) {
  return sql<SqlBool>`EXISTS (SELECT 1 FROM matches mt WHERE (mt.member_low = ${memberId} AND mt.member_high = m.id) OR (mt.member_high = ${memberId} AND mt.member_low = m.id))`;
}

function visited(visitorId: number, visitedId: number) {
  return sql<SqlBool>`EXISTS (SELECT 1 FROM visits WHERE visitor_id = ${visitorId} AND visited_id = ${visitedId})`;
}

/**
 * The SQL of the lists of people related to a member (visitors, likes received, matches), reports,
 * other members' profiles and feeds.
 */
export class RelationshipsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findViewer(memberId: number): Promise<ViewerRow | undefined> {
    return this.db
      .selectFrom('members')
      .select([
        'id',
        sql<number>`coordinates[0]`.as('longitude'),
        sql<number>`coordinates[1]`.as('latitude'),
        'premium_until',
        'filter_distance',
      ])
      .where('id', '=', memberId)
      .executeTakeFirst();
  }

  /** Visitors, latest first; invisible members leave no trace in others' visitor lists. */
  visitors({ viewer, limit, now }: PageQuery): Promise<PersonCardRow[]> {
    return this.db
      .selectFrom('visits as v')
      .innerJoin('members as m', 'm.id', 'v.visitor_id')
      .select(personCardColumns(viewer))
      .where('v.visited_id', '=', viewer.id)
      .where(shownAmongStrangers(viewer.id, now))
      .orderBy('v.visited_at', 'desc')
      .orderBy('m.id')
      .limit(limit)
      .execute();
  }

  /**
   * Likes or super likes received and not answered yet (no swipe back, no match), latest first,
   * each with what it liked and its comment: the viewer is the one they were written to. A
   * comment with one of the viewer's hidden words is left out: it is in their Hidden folder.
   */
  requests({ viewer, limit, now }: PageQuery, kind: SwipeKindReceived): Promise<ReceivedLikeRow[]> {
    return this.db
      .selectFrom('swipes as s')
      .innerJoin('members as m', 'm.id', 's.swiper_id')
      .select(personCardColumns(viewer))
      .select(
        sql<string | null>`case when s.comment_hidden then null else s.comment end`.as('comment'),
      )
      .select(['s.liked_photo', 's.liked_prompt_id', 's.liked_answer'])
      .where('s.target_id', '=', viewer.id)
      .where('s.kind', '=', kind)
      .where('m.status', '=', 'active')
      .where(listedTo(viewer.id, now))
      .where(noBlockWith(viewer.id))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('swipes as back')
              .select(sql`1`.as('one'))
              .where('back.swiper_id', '=', viewer.id)
              .whereRef('back.target_id', '=', 'm.id'),
          ),
        ),
      )
      .orderBy('s.created_at', 'desc')
      .orderBy('m.id')
      .limit(limit)
      .execute();
  }

  /**
   * Matches, latest first; search by name; online only when asked. A suspended or banned match is
   * left out while the measure lasts; a snoozed or incognito one stays (listedTo is for strangers).
   */
  friends(
    { viewer, limit, now }: PageQuery,
    options: { search: string; onlineOnly: boolean },
  ): Promise<PersonCardRow[]> {
    return this.db
      .selectFrom('matches as mt')
      .innerJoin('members as m', (join) =>
        join.on(
          sql<SqlBool>`m.id = CASE WHEN mt.member_low = ${viewer.id} THEN mt.member_high ELSE mt.member_low END`,
        ),
      )
      .select(personCardColumns(viewer))
      .where((eb) =>
        eb.or([eb('mt.member_low', '=', viewer.id), eb('mt.member_high', '=', viewer.id)]),
      )
      .where('m.status', '=', 'active')
      .where(inGoodStanding(now))
      .where(noBlockWith(viewer.id))
      .$if(options.search !== '', (qb) =>
        qb.where('m.name', 'ilike', `%${escapeLike(options.search)}%`),
      )
      .$if(options.onlineOnly, (qb) => qb.where('m.online', '=', true))
      .orderBy('mt.created_at', 'desc')
      .orderBy('m.id')
      .limit(limit)
      .execute();
  }

  /**
   * The members the viewer saved for later, latest first, as any list of strangers shows them
   * (listedTo, no block either way, active, not invisible): a ban or a block takes them off.
   */
  saved({ viewer, limit, now }: PageQuery): Promise<PersonCardRow[]> {
    return this.db
      .selectFrom('saved_members as sv')
      .innerJoin('members as m', 'm.id', 'sv.saved_id')
      .select(personCardColumns(viewer))
      .where('sv.member_id', '=', viewer.id)
      .where(shownAmongStrangers(viewer.id, now))
      .orderBy('sv.saved_at', 'desc')
      .orderBy('m.id')
      .limit(limit)
      .execute();
  }

  /** Saves `savedId` for the member unless the list already holds `max` others (false then). */
  async save(memberId: number, savedId: number, at: Date, max: number): Promise<boolean> {
    // One statement: two saves at once cannot both pass the count.
    const { rows } = await sql<{ saved_id: number }>`
      insert into saved_members (member_id, saved_id, saved_at)
      select ${memberId}::int, ${savedId}::int, ${at}::timestamptz
      where (select count(*) from saved_members
        where member_id = ${memberId} and saved_id <> ${savedId}) < ${max}
      on conflict (member_id, saved_id) do update set saved_at = excluded.saved_at
      returning saved_id`.execute(this.db);
    return rows.length > 0;
  }

  async unsave(memberId: number, savedId: number): Promise<void> {
    await this.db
      .deleteFrom('saved_members')
      .where('member_id', '=', memberId)
      .where('saved_id', '=', savedId)
      .execute();
  }

  async markSeen(memberId: number, mark: ListMark, at: Date): Promise<void> {
    await this.db
      .insertInto('discovery_marks')
      .values({ member_id: memberId, [mark]: at })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ [mark]: at }))
      .execute();
  }

  async recordVisit(visitorId: number, visitedId: number, at: Date): Promise<void> {
    await this.db
      .insertInto('visits')
      .values({ visitor_id: visitorId, visited_id: visitedId, visited_at: at })
      .onConflict((oc) => oc.columns(['visitor_id', 'visited_id']).doUpdateSet({ visited_at: at }))
      .execute();
  }

  memberDetail(memberId: number, viewer: Viewer, now: Date): Promise<MemberDetailRow | undefined> {
    return this.db
      .selectFrom('members as m')
      .select(personCardColumns(viewer))
      .select(['m.status', 'm.invisible', 'm.interests'])
      .select(listedTo(viewer.id, now).as('listed'))
      .select(['m.banned_at', 'm.suspended_until', 'm.standing_reason'])
      .select(MAX_DISTANCE_KM.as('max_distance_km'))
      .where('m.id', '=', memberId)
      .where(noBlockWith(viewer.id))
      .executeTakeFirst();
  }

  /** How the viewer and the member stand: match, swipes, report, chat and visits. */
  async relation(viewerId: number, memberId: number): Promise<Relation> {
    const pair = orderedPair(viewerId, memberId);
    const row = await this.db
      .selectNoFrom((eb) => [
        eb
          .exists(
            eb
              .selectFrom('matches')
              .select('id')
              .where('member_low', '=', pair.member_low)
              .where('member_high', '=', pair.member_high),
          )
          .as('matched'),
        eb
          .selectFrom('swipes')
          .select('kind')
          .where('swiper_id', '=', viewerId)
          .where('target_id', '=', memberId)
          .as('mine'),
        eb
          .selectFrom('swipes')
          .select('kind')
          .where('swiper_id', '=', memberId)
          .where('target_id', '=', viewerId)
          .as('theirs'),
        eb
          .exists(
            eb
              .selectFrom('reports')
              .select('reporter_id')
              .where('reporter_id', '=', viewerId)
              .where('reported_id', '=', memberId)
              .where('withdrawn_at', 'is', null),
          )
          .as('reported'),
        eb
          .exists(
            eb
              .selectFrom('chats')
              .select('id')
              .where('member_low', '=', pair.member_low)
              .where('member_high', '=', pair.member_high),
          )
          .as('chatted'),
        visited(viewerId, memberId).as('visited_by_me'),
        visited(memberId, viewerId).as('visited_me'),
      ])
      .executeTakeFirstOrThrow();
    return {
      matched: Boolean(row.matched),
      mine: row.mine ?? null,
      theirs: row.theirs ?? null,
      reported: Boolean(row.reported),
      chatted: Boolean(row.chatted),
      visitedByMe: Boolean(row.visited_by_me),
      visitedMe: Boolean(row.visited_me),
    };
  }

  /** The feed items of the viewer's matches, newest first, with the viewer's likes. */
  feeds(viewerId: number, limit: number, now: Date): Promise<FeedRow[]> {
    return this.feedQuery(viewerId)
      .where(listedTo(viewerId, now))
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(limit)
      .execute();
  }

  /** One feed item the viewer may see (one of a match's), or undefined. */
  feedItem(viewerId: number, feedId: number): Promise<FeedRow | undefined> {
    return this.feedQuery(viewerId).where('f.id', '=', feedId).executeTakeFirst();
  }

  /** Answers false when the viewer had already liked it. */
  async likeFeed(feedId: number, memberId: number, at: Date): Promise<boolean> {
    const inserted = await this.db
      .insertInto('feed_likes')
      .values({ feed_id: feedId, member_id: memberId, created_at: at })
      .onConflict((oc) => oc.doNothing())
      .returning('feed_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  private feedQuery(viewerId: number) {
    return this.db
      .selectFrom('feed_items as f')
      .innerJoin('members as m', 'm.id', 'f.member_id')
      .select([
        'f.id',
        'f.member_id',
        'm.name',
        `m.${GENDER_FIELD.name}` as const,
        'f.type',
        'f.content',
        shownImages.as('images'),
        'f.created_at',
        (eb) =>
          eb
            .exists(
              eb
                .selectFrom('feed_likes as l')
                .select('l.feed_id')
                .whereRef('l.feed_id', '=', 'f.id')
                .where('l.member_id', '=', viewerId),
            )
            .as('liked'),
      ])
      .where('m.status', '=', 'active')
      .where(matchedWith(viewerId))
      .where(noBlockWith(viewerId))
      .where(sql<SqlBool>`(f.type <> 'image' or cardinality(${shownImages}) > 0)`);
  }
}

/**
 * A feed item's images that are photos others may see now: a photo held for a moderator after
 * its "new photo" item was written (or removed since) is not shown, and an item left without
 * images is not either.
 */
const shownImages = sql<
  string[]
>`array(select i.name from unnest(f.images) with ordinality i(name, n)
  where exists (select 1 from photos p where p.image_name = i.name and ${shownToOthers('p')})
  order by i.n)`;

/** A search text taken literally by LIKE. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
