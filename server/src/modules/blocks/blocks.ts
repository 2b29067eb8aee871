import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * A member's id in SQL: a number (bound as a parameter) or an expression of the enclosing query
 * such as `sql.ref<number>('m.id')`. The subqueries below read the `blocks` table unaliased, so
 * an operand must not name an outer `blocks`.
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
  // Both directions in one subquery (each a probe of the primary key), not two `blockedBy`s.
  return sql<boolean>`exists (select 1 from blocks where (${blockRow(a, b)}) or (${blockRow(b, a)}))`;
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

/** Blocks, or unblocks when the block is there already; answers whether it now blocks. */
export async function toggleBlock(
  db: Kysely<Database>,
  blockerId: number,
  blockedId: number,
  now: Date,
): Promise<boolean> {
  const removed = await db
    .deleteFrom('blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  if (removed.numDeletedRows > 0n) return false;
  await db
    .insertInto('blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
    .onConflict((conflict) => conflict.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
  return true;
}
