import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** The stored form of an unordered pair of members (matches, chats): lower id first. */
export function orderedPair(
  memberId: number,
  otherId: number,
): { member_low: number; member_high: number } {
  return memberId < otherId
    ? { member_low: memberId, member_high: otherId }
    : { member_low: otherId, member_high: memberId };
}

/**
 * `table` (an alias of matches, unmatches or chats) holds the pair of `a` and `b`, in either
 * order: its stored pair compared with theirs ordered as stored, one probe of the pair's unique
 * index. The two orders OR'd read the whole index where bitmap scans are off (the deck's lane).
 */
export function isStoredPair(
  table: string,
  a: number | Expression<number>,
  b: number | Expression<number>,
): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${table}.member_low`)}, ${sql.ref(`${table}.member_high`)})
    = (least(${a}::int, ${b}::int), greatest(${a}::int, ${b}::int))`;
}
