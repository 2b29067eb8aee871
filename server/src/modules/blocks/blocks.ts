import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import { isStoredPair } from '../../db/orderedPair';
import type { Database } from '../../db/schema';
import { mainPhotoShownToOthers } from '../photos/photosRepository';

/**
 * A member's id in SQL: a number (bound as a parameter) or an expression of the enclosing query
 * such as `sql.ref<number>('m.id')`. The subqueries below read the `blocks` table unaliased, so
 * an operand must not name an outer `blocks`, and must qualify its columns (a bare `member_low`
 * would name a subquery's own).
 */
export type MemberOperand = number | Expression<number>;

function blockRow(blocker: MemberOperand, blocked: MemberOperand): RawBuilder<boolean> {
  return sql<boolean>`blocks.blocker_id = ${blocker} and blocks.blocked_id = ${blocked}`;
}

/** `blocker` blocks `blocked` (one direction). */
export function blockedBy(blocker: MemberOperand, blocked: MemberOperand): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from blocks where ${blockRow(blocker, blocked)})`;
}

/** A block between the two in either direction: it stops chat and hides both from each other. */
export function blockedEitherWay(a: MemberOperand, b: MemberOperand): RawBuilder<boolean> {
  // Two probes of the primary key. One subquery with the two directions OR'd has no index
  // condition where bitmap scans are off (the deck's nearest-first lane): it read the whole table
  // for each member the deck passed (15 s a page with 100,000 blocks at 1,000,000 members).
  return sql<boolean>`(${blockedBy(a, b)} or ${blockedBy(b, a)})`;
}

/**
 * The two may see each other's presence: online, last seen, typing and read receipts. Never
 * across a block either way, nor once their match ended (`unmatches`) unless they matched again:
 * a member who walked away must not be watched. The socket fan-out and every read of presence
 * ask this.
 */
export function presenceShownBetween(a: MemberOperand, b: MemberOperand): RawBuilder<boolean> {
  return sql<boolean>`(not ${blockedEitherWay(a, b)}
    and (not exists (select 1 from unmatches presence_unmatch
        where ${isStoredPair('presence_unmatch', a, b)})
      or exists (select 1 from matches presence_match
        where ${isStoredPair('presence_match', a, b)})))`;
}

/** Who blocks whom between the member and the other one. */
export async function blocksBetween(
  db: Kysely<Database>,
  memberId: number,
  otherId: number,
): Promise<{ byMe: boolean; byThem: boolean }> {
  const row = await db
    .selectNoFrom([
      blockedBy(memberId, otherId).as('by_me'),
      blockedBy(otherId, memberId).as('by_them'),
    ])
    .executeTakeFirstOrThrow();
  return { byMe: row.by_me, byThem: row.by_them };
}

/** Blocks (`block` true) or lifts the caller's block; doing it twice changes nothing. */
export async function setBlock(
  db: Kysely<Database>,
  blockerId: number,
  blockedId: number,
  block: boolean,
  now: Date,
): Promise<void> {
  if (!block) {
    await db
      .deleteFrom('blocks')
      .where('blocker_id', '=', blockerId)
      .where('blocked_id', '=', blockedId)
      .execute();
    return;
  }
  await db
    .insertInto('blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
    .onConflict((conflict) => conflict.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
}

/** Blocks, or unblocks when the block is there already; answers whether it now blocks. */
export async function toggleBlock(
  db: Kysely<Database>,
  blockerId: number,
  blockedId: number,
  now: Date,
): Promise<boolean> {
  const { byMe } = await blocksBetween(db, blockerId, blockedId);
  await setBlock(db, blockerId, blockedId, !byMe, now);
  return !byMe;
}

export interface BlockedMemberRow {
  id: number;
  /** Null when the account is gone. */
  name: string | null;
  main_photo: string | null;
  created_at: Date;
}

/** The members `blockerId` blocks, latest first (Settings' blocked list). */
export function blockedMembers(
  db: Kysely<Database>,
  blockerId: number,
): Promise<BlockedMemberRow[]> {
  return db
    .selectFrom('blocks')
    .leftJoin('members', 'members.id', 'blocks.blocked_id')
    .select([
      'blocks.blocked_id as id',
      'members.name',
      mainPhotoShownToOthers(sql.ref('blocks.blocked_id')).as('main_photo'),
      'blocks.created_at',
    ])
    .where('blocks.blocker_id', '=', blockerId)
    .orderBy('blocks.created_at', 'desc')
    .orderBy('blocks.blocked_id', 'desc')
    .execute();
}
