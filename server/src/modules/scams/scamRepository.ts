import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface NewScamSignal {
  sender_id: number;
  receiver_id: number;
  message_id: string | null;
  kinds: string[];
  text: string;
  created_at: Date;
}

export type ScamSignalRow = Omit<NewScamSignal, 'sender_id' | 'created_at'>;

/** The scam check's SQL: its signals, the sender's standing facts, its reports. */
export class ScamRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(signal: NewScamSignal): Promise<void> {
    await this.db.insertInto('scam_signals').values(signal).execute();
  }

  /** The sender's signals since `since`, newest first (at most the latest 200). */
  signalsSince(senderId: number, since: Date): Promise<ScamSignalRow[]> {
    return this.db
      .selectFrom('scam_signals')
      .select(['receiver_id', 'message_id', 'kinds', 'text'])
      .where('sender_id', '=', senderId)
      .where('created_at', '>=', since)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
  }

  /**
   * The sender's first text in each chat they wrote in since `since`, if it came since then:
   * the intros, compared after reading to find one sent to many members.
   */
  async introsSince(senderId: number, since: Date): Promise<string[]> {
    const rows = await this.db
      .selectFrom('chat_messages as m')
      .distinctOn('m.chat_id')
      .select(['m.text', 'm.created_at'])
      .where('m.sender_id', '=', senderId)
      .where('m.type', '=', 'text')
      .where('m.chat_id', 'in', (recent) =>
        recent
          .selectFrom('chat_messages')
          .select('chat_id')
          .where('sender_id', '=', senderId)
          .where('created_at', '>=', since),
      )
      .orderBy('m.chat_id')
      .orderBy('m.id')
      .execute();
    return rows.filter((row) => row.created_at >= since).map((row) => row.text);
  }

  /** Whether the member is new (joined after `since`) and has no verified selfie. */
  async isNewAndUnverified(memberId: number, since: Date): Promise<boolean> {
    const row = await this.db
      .selectFrom('members as m')
      .leftJoin('member_verifications as v', 'v.member_id', 'm.id')
      .select(['m.created_at', 'v.state'])
      .where('m.id', '=', memberId)
      .executeTakeFirst();
    return row !== undefined && row.created_at >= since && row.state !== 'verified';
  }

  /**
   * Opens the check's report about the sender ('spam', no reporter), or brings its evidence up
   * to date while one is open: a moderator sees one entry a member, with the latest texts.
   */
  async openReport(
    senderId: number,
    details: string,
    messageIds: string[],
    at: Date,
  ): Promise<void> {
    const open = await this.db
      .updateTable('reports')
      .set({ details, message_ids: messageIds })
      .where('reported_id', '=', senderId)
      .where('reporter_id', 'is', null)
      .where('closed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (open) return;
    await this.db
      .insertInto('reports')
      .values({
        reporter_id: null,
        reported_id: senderId,
        reason: 'spam',
        details,
        message_ids: messageIds,
        created_at: at,
      })
      .execute();
  }
}
