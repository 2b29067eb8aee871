import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** The flagged texts refused lately, per sender and chat, by their hash. */
export class KindnessRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async warnedSince(senderId: number, chatId: number, textHash: string, since: Date) {
    const row = await this.db
      .selectFrom('chat_kindness_warnings')
      .select('warned_at')
      .where('sender_id', '=', senderId)
      .where('chat_id', '=', chatId)
      .where('text_hash', '=', textHash)
      .where('warned_at', '>=', since)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Remembers the refusal and forgets the sender's refusals older than `forgetBefore`. */
  async recordWarning(
    senderId: number,
    chatId: number,
    textHash: string,
    at: Date,
    forgetBefore: Date,
  ): Promise<void> {
    await this.db
      .deleteFrom('chat_kindness_warnings')
      .where('sender_id', '=', senderId)
      .where('warned_at', '<', forgetBefore)
      .execute();
    await this.db
      .insertInto('chat_kindness_warnings')
      .values({ sender_id: senderId, chat_id: chatId, text_hash: textHash, warned_at: at })
      .onConflict((conflict) =>
        conflict.columns(['sender_id', 'chat_id', 'text_hash']).doUpdateSet({ warned_at: at }),
      )
      .execute();
  }
}
