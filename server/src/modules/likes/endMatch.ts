import { sql, type Kysely } from 'kysely';
import { orderedPair } from '../../db/orderedPair';
import type { Database } from '../../db/schema';

/**
 * Ends the pair's match, if any, and remembers when (`unmatches`): for some weeks after, either
 * member can still report the other (webrecentunmatches). Every way a match ends comes here.
 * Answers whether there was a match to end.
 */
export async function endMatch(
  db: Kysely<Database>,
  memberId: number,
  otherId: number,
  at: Date,
): Promise<boolean> {
  const pair = orderedPair(memberId, otherId);
  const remembered = await db
    .with('ended', (qb) =>
      qb
        .deleteFrom('matches')
        .where('member_low', '=', pair.member_low)
        .where('member_high', '=', pair.member_high)
        .returning(['member_low', 'member_high']),
    )
    .insertInto('unmatches')
    .columns(['member_low', 'member_high', 'unmatched_at'])
    .expression((eb) =>
      eb
        .selectFrom('ended')
        .select(['member_low', 'member_high', sql<Date>`${at}::timestamptz`.as('unmatched_at')]),
    )
    .onConflict((oc) => oc.columns(['member_low', 'member_high']).doUpdateSet({ unmatched_at: at }))
    .returning('member_low')
    .execute();
  return remembered.length > 0;
}
