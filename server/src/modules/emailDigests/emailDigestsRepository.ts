import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { isStoredPair } from '../../db/orderedPair';
import type { Database } from '../../db/schema';
import { blockedEitherWay } from '../blocks/blocks';
import { inGoodStanding } from '../moderation/memberStanding';

export interface EmailSettings {
  email_matches: boolean;
  email_messages: boolean;
}

/** A member whose digest this process claimed, and since when it reports. */
export interface ClaimedDigest extends EmailSettings {
  id: number;
  email: string;
  name: string;
  language: string;
  /** The claim (the new last_digest_at), to give it back if the mail cannot be sent. */
  claimed_at: Date;
  previous_digest_at: Date | null;
}

/** A chat with messages the member has not read. */
export interface UnreadChat {
  chat_id: number;
  user_id: number;
  user_name: string;
  unread: number;
  /** The latest unread text, '' when it was a picture or a shared feed item. */
  last_text: string;
}

export interface NewMatch {
  user_id: number;
  user_name: string;
}

/** What a digest may report: what happened since `since` and at least a while before `until`. */
export interface DigestWindow {
  since: RawBuilder<Date> | Date;
  until: Date;
}

/**
 * Someone the member of `memberId` may still hear from: active, in good standing, matched with
 * them, and no block either way. The same rules as the chat list and the friends list.
 */
function reachableOther(memberId: RawBuilder<number>, otherId: RawBuilder<number>, now: Date) {
  return sql<SqlBool>`exists (select 1 from members o where o.id = ${otherId}
      and o.status = 'active' and ${inGoodStanding(now, 'o')})
    and exists (select 1 from matches pair where ${isStoredPair('pair', memberId, otherId)})
    and not ${blockedEitherWay(memberId, otherId)}`;
}

/** Messages to the member, unread and not cleared, sent within the window. */
function unreadMessagesOf(memberId: RawBuilder<number>, window: DigestWindow, now: Date) {
  return sql`chat_messages msg
    join chats c on c.id = msg.chat_id
    left join chat_member_states s on s.chat_id = c.id and s.member_id = ${memberId}
    where (c.member_low = ${memberId} or c.member_high = ${memberId})
      and msg.sender_id is not null and msg.sender_id <> ${memberId} and not msg.hidden
      and msg.unsent_at is null
      and msg.id > greatest(coalesce(s.read_up_to, 0), coalesce(s.cleared_up_to, 0))
      and msg.created_at > ${window.since} and msg.created_at <= ${window.until}
      and ${reachableOther(memberId, sql<number>`msg.sender_id`, now)}`;
}

/** Matches of the member made within the window, with no message between the two yet. */
function newMatchesOf(memberId: RawBuilder<number>, window: DigestWindow, now: Date) {
  const other = sql<number>`(case when x.member_low = ${memberId} then x.member_high else x.member_low end)`;
  return {
    other,
    from: sql`matches x
    where (x.member_low = ${memberId} or x.member_high = ${memberId})
      and x.created_at > ${window.since} and x.created_at <= ${window.until}
      and ${reachableOther(memberId, other, now)}
      and not exists (select 1 from chats c join chat_messages cm on cm.chat_id = c.id
        where c.member_low = x.member_low and c.member_high = x.member_high)`,
  };
}

/** The SQL of digests: each member's switches, the claim of a day's digest and its content. */
export class EmailDigestsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  settingsOf(memberId: number): Promise<EmailSettings | undefined> {
    return this.db
      .selectFrom('members')
      .select(['email_matches', 'email_messages'])
      .where('id', '=', memberId)
      .executeTakeFirst();
  }

  async setSettings(memberId: number, change: Partial<EmailSettings>): Promise<void> {
    if (Object.keys(change).length === 0) return;
    await this.db.updateTable('members').set(change).where('id', '=', memberId).execute();
  }

  /**
   * Claims up to `limit` members due a digest, in one statement: offline, active, in good
   * standing, no digest since `dayAgo`, and something to report for a switch that is on. The
   * rows are locked and skipped by other processes (SKIP LOCKED), and the guard is read again on
   * the locked row, so two processes never claim the same member's day.
   */
  async claimDue(input: {
    now: Date;
    dayAgo: Date;
    /** How old news is before it is mailed: the last digest reported up to its time less this. */
    delayMs: number;
    firstSince: Date;
    limit: number;
  }): Promise<ClaimedDigest[]> {
    const { now, dayAgo, delayMs, firstSince, limit } = input;
    const member = sql<number>`m.id`;
    const window = {
      since: sql<Date>`coalesce(m.last_digest_at - ${delayMs} * interval '1 millisecond', ${firstSince})`,
      until: new Date(now.getTime() - delayMs),
    };
    const matches = newMatchesOf(member, window, now);
    const result = await sql<ClaimedDigest>`
      with due as (
        select m.id, m.last_digest_at as previous_digest_at from members m
        where m.status = 'active' and not m.online and ${inGoodStanding(now, 'm')}
          and (m.last_digest_at is null or m.last_digest_at <= ${dayAgo})
          and ((m.email_messages and exists (select 1 from ${unreadMessagesOf(member, window, now)}))
            or (m.email_matches and exists (select 1 from ${matches.from})))
        order by m.id
        limit ${limit}
        for update of m skip locked
      )
      update members set last_digest_at = ${now}
      from due
      where members.id = due.id
        and (members.last_digest_at is null or members.last_digest_at <= ${dayAgo})
      returning members.id, members.email, members.name, members.language,
        members.email_matches, members.email_messages, members.last_digest_at as claimed_at,
        due.previous_digest_at
    `.execute(this.db);
    return result.rows;
  }

  /** The mail could not be sent: the member is due again, as if never claimed. */
  async releaseClaim(claim: ClaimedDigest): Promise<void> {
    await this.db
      .updateTable('members')
      .set({ last_digest_at: claim.previous_digest_at })
      .where('id', '=', claim.id)
      .where('last_digest_at', '=', claim.claimed_at)
      .execute();
  }

  async unreadChats(memberId: number, window: DigestWindow, now: Date): Promise<UnreadChat[]> {
    const member = sql<number>`${memberId}::int`;
    const result = await sql<Omit<UnreadChat, 'user_name'>>`
      select msg.chat_id, msg.sender_id as user_id, count(*)::int as unread,
        coalesce((array_agg(msg.text order by msg.id desc)
          filter (where msg.type = 'text'))[1], '') as last_text
      from ${unreadMessagesOf(member, window, now)}
      group by msg.chat_id, msg.sender_id
      order by max(msg.id) desc
    `.execute(this.db);
    const names = await this.namesOf(result.rows.map((row) => row.user_id));
    return result.rows.map((row) => ({ ...row, user_name: names.get(row.user_id) ?? '' }));
  }

  async newMatches(memberId: number, window: DigestWindow, now: Date): Promise<NewMatch[]> {
    const member = sql<number>`${memberId}::int`;
    const matches = newMatchesOf(member, window, now);
    const result = await sql<{ user_id: number }>`
      select ${matches.other} as user_id from ${matches.from}
      order by x.created_at desc
    `.execute(this.db);
    const names = await this.namesOf(result.rows.map((row) => row.user_id));
    return result.rows.map(({ user_id }) => ({ user_id, user_name: names.get(user_id) ?? '' }));
  }

  /** Unsubscribing: no digest of either kind any more (Settings turns them back on). */
  async unsubscribe(memberId: number): Promise<boolean> {
    const result = await this.db
      .updateTable('members')
      .set({ email_matches: false, email_messages: false })
      .where('id', '=', memberId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  languageOf(memberId: number): Promise<string | undefined> {
    return this.db
      .selectFrom('members')
      .select('language')
      .where('id', '=', memberId)
      .executeTakeFirst()
      .then((row) => row?.language);
  }

  private async namesOf(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('members')
      .select(['id', 'name'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}
