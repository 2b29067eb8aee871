import { sql, type Kysely, type Transaction } from 'kysely';
import { orderedPair } from '../../db/orderedPair';
import type { Database, SwipeKindStored } from '../../db/schema';
import { blockedEitherWay } from '../blocks/blocks';
import { personCardColumns, type PersonCardRow } from '../discovery/personCardRows';
import { endMatch } from './endMatch';
import { NOTHING_LIKED, type LikedColumns } from './likedItems';

/** The giver's row: what the like rules read, and where a rewound card is measured from. */
export interface Liker {
  id: number;
  name: string;
  longitude: number;
  latitude: number;
  premium_until: Date | null;
  superlike_count: number;
  /** Restricted after several members' reports: their likes tell no one (shadowRestriction.ts). */
  restricted_at: Date | null;
}

/** What a like aimed at one thing adds to its swipe: the liked item and the comment. */
export interface LikeNote extends LikedColumns {
  comment: string | null;
  /** The comment holds one of the liked member's hidden words (modules/hiddenWords). */
  comment_hidden?: boolean;
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

/** What a swipe's rules read of the pair, in one statement (`swipePair`). */
export interface SwipePair {
  liker: Liker;
  /** Null when no member has the id. */
  target: SwipeTarget | null;
  /** A block between the two, either way. */
  blocked: boolean;
  /** The swiper's own swipe of the target so far. */
  previous: SwipeKindStored | null;
}

/** The SQL of swipes, super likes, matches and rewind. */
export class LikesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (repository: LikesRepository) => Promise<T>): Promise<T> {
    return this.db
      .transaction()
      .execute((trx: Transaction<Database>) => work(new LikesRepository(trx)));
  }

  findLiker(memberId: number): Promise<Liker | undefined> {
    return this.db
      .selectFrom('members')
      .select([
        'id',
        'name',
        sql<number>`coordinates[0]`.as('longitude'),
        sql<number>`coordinates[1]`.as('latitude'),
        'premium_until',
        'superlike_count',
        'restricted_at',
      ])
      .where('id', '=', memberId)
      .executeTakeFirst();
  }

  /**
   * The swiper, the target, a block between them and the swiper's swipe so far, in one round
   * trip (a like made some ten under load, each waiting for a core); undefined without the swiper.
   */
  async swipePair(swiperId: number, targetId: number): Promise<SwipePair | undefined> {
    const row = await this.db
      .selectFrom('members as l')
      .leftJoin('members as t', (join) => join.on('t.id', '=', targetId))
      .select((eb) => [
        'l.id',
        'l.name',
        sql<number>`l.coordinates[0]`.as('longitude'),
        sql<number>`l.coordinates[1]`.as('latitude'),
        'l.premium_until',
        'l.superlike_count',
        'l.restricted_at',
        't.id as target_id',
        't.name as target_name',
        't.status as target_status',
        blockedEitherWay(swiperId, targetId).as('blocked'),
        eb
          .selectFrom('swipes')
          .select('kind')
          .where('swiper_id', '=', swiperId)
          .where('target_id', '=', targetId)
          .as('previous'),
      ])
      .where('l.id', '=', swiperId)
      .executeTakeFirst();
    if (!row) return undefined;
    const { target_id, target_name, target_status, blocked, previous, ...liker } = row;
    return {
      liker,
      target:
        target_id === null || target_name === null || target_status === null
          ? null
          : { id: target_id, name: target_name, status: target_status },
      blocked,
      previous,
    };
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

  /**
   * The latest swipe of the pair in this direction (a like may be aimed and carry a comment);
   * answers the target's swipe of the swiper, read in the same statement.
   */
  async saveSwipe(
    swiperId: number,
    targetId: number,
    kind: SwipeKindStored,
    at: Date,
    note: LikeNote = { ...NOTHING_LIKED, comment: null },
  ): Promise<{ theirs: SwipeKindStored | null }> {
    const values = { kind, created_at: at, ...note };
    // A data-modifying WITH runs to completion whether or not the select reads it.
    const row = await this.db
      .with('saved', (db) =>
        db
          .insertInto('swipes')
          .values({ swiper_id: swiperId, target_id: targetId, ...values })
          .onConflict((oc) => oc.columns(['swiper_id', 'target_id']).doUpdateSet(values)),
      )
      .selectNoFrom((eb) =>
        eb
          .selectFrom('swipes')
          .select('kind')
          .where('swiper_id', '=', targetId)
          .where('target_id', '=', swiperId)
          .as('theirs'),
      )
      .executeTakeFirstOrThrow();
    return { theirs: row.theirs };
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

  /** Ends the pair's match, remembering the unmatch; answers whether there was one. */
  deleteMatch(memberId: number, otherId: number, at: Date): Promise<boolean> {
    return endMatch(this.db, memberId, otherId, at);
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
}
