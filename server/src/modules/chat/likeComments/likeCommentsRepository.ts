import type { Kysely } from 'kysely';
import { orderedPair } from '../../../db/orderedPair';
import type { Database } from '../../../db/schema';

/** The chat messages a match made of its likes' comments. */
export interface PostedLikeComments {
  chatId: number;
  messageIds: number[];
}

/** The SQL that turns a new match's like comments into the pair's first chat messages. */
export class LikeCommentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * On a match: each like between the two that carries a comment becomes a message of the pair's
   * chat from its liker, quoting what it liked; the comment then leaves the like, so a later
   * match does not repeat it. `isUnkind` marks a comment as the chat's kindness check would.
   * Answers the chat and the messages posted, or null when no like had a comment.
   */
  post(
    memberId: number,
    otherId: number,
    at: Date,
    isUnkind: (text: string) => boolean,
  ): Promise<PostedLikeComments | null> {
    // One transaction: a comment leaves its like only when its message is stored.
    return this.db.transaction().execute(async (db) => {
      const likes = await db
        .selectFrom('swipes')
        .select([
          'swiper_id',
          'target_id',
          'comment',
          'comment_hidden',
          'liked_photo',
          'liked_prompt_id',
          'liked_answer',
        ])
        .where((eb) =>
          eb.or([
            eb.and([eb('swiper_id', '=', memberId), eb('target_id', '=', otherId)]),
            eb.and([eb('swiper_id', '=', otherId), eb('target_id', '=', memberId)]),
          ]),
        )
        .where('kind', '<>', 'nope')
        .where('comment', 'is not', null)
        .orderBy('created_at')
        .execute();
      if (likes.length === 0) return null;
      await db
        .insertInto('chats')
        .values({ ...orderedPair(memberId, otherId), created_at: at })
        .onConflict((conflict) => conflict.constraint('chats_pair_unique').doNothing())
        .execute();
      const pair = orderedPair(memberId, otherId);
      const chat = await db
        .selectFrom('chats')
        .select('id')
        .where('member_low', '=', pair.member_low)
        .where('member_high', '=', pair.member_high)
        .executeTakeFirstOrThrow();
      const posted = await db
        .insertInto('chat_messages')
        .values(
          likes.map(({ swiper_id, target_id, comment, comment_hidden, ...liked }) => ({
            chat_id: chat.id,
            sender_id: swiper_id,
            client_id: `like-${swiper_id}-${target_id}-${at.getTime()}`,
            type: 'text' as const,
            text: comment ?? '',
            created_at: at,
            flagged: isUnkind(comment ?? ''),
            // A comment the liked member's hidden words hid stays in their Hidden folder.
            hidden: comment_hidden,
            ...liked,
          })),
        )
        .onConflict((conflict) => conflict.constraint('chat_messages_client_unique').doNothing())
        .returning('id')
        .execute();
      for (const { swiper_id, target_id } of likes) {
        await db
          .updateTable('swipes')
          .set({ comment: null })
          .where('swiper_id', '=', swiper_id)
          .where('target_id', '=', target_id)
          .execute();
      }
      return { chatId: chat.id, messageIds: posted.map((row) => Number(row.id)) };
    });
  }
}
