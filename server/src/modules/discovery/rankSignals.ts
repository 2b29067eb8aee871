import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** The days of chats a reply rate counts, and of swipes received "shown less" counts. */
const REPLY_DAYS = 90;
const SHOWN_DAYS = 7;

/**
 * A count this long after the last one counts everyone rather than what changed: a day of
 * writes and windows touches a large share of the members, and one pass counts them for less
 * than looking each one up (at 150,000 members, 20,000 looked up took about as long as a pass).
 */
const FULL_COUNT_AFTER_MS = 24 * 3_600_000;

/** What a `rank-signals` count did: every member counted, or those something changed for. */
export type RankSignalsCount = { counted: 'all' } | { counted: 'changed'; members: number };

/**
 * The rank_signals of every member as of `now`, exactly as counting everyone would leave them,
 * counting again only the members something changed for since the last count (migration 0052):
 * those the triggers listed (a swipe received, a message in one of their chats, a swipe or chat
 * deleted, also rows written late or dated earlier), and those whose oldest counted chat or
 * swipe left its window (`recount_at`). Everyone is counted when nobody was yet (a new database
 * or a seed written without the triggers), when the clock went back (rows back in the windows)
 * or after a long gap. One count at a time, whichever process runs it: each locks the row of the
 * last count's time first. The changes are taken off in the transaction that counts them, by a
 * statement that sees no more than the count does: one committed meanwhile stays for the next.
 */
export function refreshRankSignals(db: Kysely<Database>, now: Date): Promise<RankSignalsCount> {
  return db.transaction().execute(async (trx) => {
    const { counted_at: last } = await trx
      .selectFrom('rank_signals_counted')
      .select('counted_at')
      .forUpdate()
      .executeTakeFirstOrThrow();
    const full =
      last === null ||
      now.getTime() < last.getTime() ||
      now.getTime() - last.getTime() > FULL_COUNT_AFTER_MS;
    let count: RankSignalsCount = { counted: 'all' };
    if (full) {
      await trx.deleteFrom('rank_signal_changes').execute();
      // Its hashes and sorts of every recent chat and swipe in memory, not in files (4 MB by default).
      await sql`SET LOCAL work_mem = '64MB'`.execute(trx);
      await countStatement(now, null).execute(trx);
    } else {
      const members = await changedMembers(trx, now);
      if (members.length > 0) await countStatement(now, members).execute(trx);
      count = { counted: 'changed', members: members.length };
    }
    await trx.updateTable('rank_signals_counted').set({ counted_at: now }).execute();
    return count;
  });
}

/** Windows in hours, not days: a row leaves one at its own time plus the window, in any zone. */
const windowOf = (days: number) => sql`make_interval(hours => ${sql.lit(days * 24)})`;

/** The members listed as changed (taken off the list) and those due for a count by `now`. */
async function changedMembers(trx: Transaction<Database>, now: Date): Promise<number[]> {
  const { rows } = await sql<{ members: number[] | null }>`
    with taken as (
      delete from rank_signal_changes returning member_id, chat_id
    ), touched as (
      select member_id from taken
      union
      select unnest(array[c.member_low, c.member_high]) from chats c
      where c.id in (select chat_id from taken)
      union
      select member_id from rank_signals where recount_at <= ${now}
    )
    select array_agg(member_id) as members from touched where member_id is not null
  `.execute(trx);
  return rows[0]?.members ?? [];
}

/**
 * Counts the members given (null: everyone) as of `now` and writes their rows: those that changed
 * written, those left with nothing to say removed. A reply rate: of the member's chats of the
 * last REPLY_DAYS where the other wrote, the share they wrote in too (a deleted member's side of
 * a chat is no one's; its messages count whatever their time, none being older than the chat,
 * so only chats and swipes leave a window); swipes received: in the last SHOWN_DAYS.
 * `recount_at`: when the oldest chat or swipe counted leaves its window.
 */
function countStatement(now: Date, members: number[] | null): RawBuilder<unknown> {
  const since = (days: number) => sql`${now}::timestamptz - ${windowOf(days)}`;
  const among = (column: string) =>
    members ? sql`${sql.ref(column)} = any(${members}::int[])` : sql`true`;
  return sql`
    with sides as (
      select id, member_low as member_id, member_high as other, created_at from chats
      where created_at > ${since(REPLY_DAYS)} and ${among('member_low')}
      union all
      select id, member_high, member_low, created_at from chats
      where created_at > ${since(REPLY_DAYS)} and ${among('member_high')}
    ), wrote as (
      select distinct chat_id, sender_id from chat_messages
      where chat_id in (select id from sides)
    ), replies as (
      select sides.member_id, avg((own.chat_id is not null)::int)::float8 as reply_rate,
        min(sides.created_at) + ${windowOf(REPLY_DAYS)} as recount_at
      from sides
      join wrote theirs on theirs.chat_id = sides.id and theirs.sender_id = sides.other
      left join wrote own on own.chat_id = sides.id and own.sender_id = sides.member_id
      where sides.member_id is not null
      group by sides.member_id
    ), received as (
      select target_id as member_id, count(*)::int as swipes_received,
        min(created_at) + ${windowOf(SHOWN_DAYS)} as recount_at
      from swipes
      where created_at > ${since(SHOWN_DAYS)} and ${among('target_id')}
      group by target_id
    ), fresh as (
      select member_id, replies.reply_rate, coalesce(received.swipes_received, 0) as swipes_received,
        least(replies.recount_at, received.recount_at) as recount_at
      from replies full join received using (member_id)
    ), written as (
      insert into rank_signals (member_id, reply_rate, swipes_received, recount_at)
      select member_id, reply_rate, swipes_received, recount_at from fresh
      on conflict (member_id) do update
        set reply_rate = excluded.reply_rate, swipes_received = excluded.swipes_received,
          recount_at = excluded.recount_at
        where (rank_signals.reply_rate, rank_signals.swipes_received, rank_signals.recount_at)
          is distinct from (excluded.reply_rate, excluded.swipes_received, excluded.recount_at)
    )
    delete from rank_signals
    where ${among('member_id')}
      and not exists (select 1 from fresh where fresh.member_id = rank_signals.member_id)
  `;
}
