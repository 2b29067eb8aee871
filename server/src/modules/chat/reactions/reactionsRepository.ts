import type { ChatReaction, MessageReaction } from '@dating/contract/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** The SQL of reactions: one emoji per member and message. */
export class ReactionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Whether the message belongs to the chat. */
  async isInChat(messageId: number, chatId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('chat_messages')
      .select('id')
      .where('id', '=', String(messageId))
      .where('chat_id', '=', chatId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Sets the member's reaction to the message, replacing theirs; '' removes it. */
  async set(messageId: number, memberId: number, emoji: ChatReaction | '', now: Date) {
    if (emoji === '') {
      await this.db
        .deleteFrom('chat_reactions')
        .where('message_id', '=', String(messageId))
        .where('member_id', '=', memberId)
        .execute();
      return;
    }
    await this.db
      .insertInto('chat_reactions')
      .values({ message_id: String(messageId), member_id: memberId, emoji, created_at: now })
      .onConflict((conflict) =>
        conflict.columns(['message_id', 'member_id']).doUpdateSet({ emoji, created_at: now }),
      )
      .execute();
  }

  /** The reactions of these messages, by message id, oldest first. */
  async of(messageIds: readonly number[]): Promise<Map<number, MessageReaction[]>> {
    const byMessage = new Map<number, MessageReaction[]>();
    if (messageIds.length === 0) return byMessage;
    const rows = await this.db
      .selectFrom('chat_reactions')
      .select(['message_id', 'member_id', 'emoji'])
      .where('message_id', 'in', messageIds.map(String))
      .orderBy('created_at')
      .execute();
    for (const row of rows) {
      const id = Number(row.message_id);
      const list = byMessage.get(id) ?? [];
      list.push({ user_id: row.member_id, emoji: row.emoji as ChatReaction });
      byMessage.set(id, list);
    }
    return byMessage;
  }
}
