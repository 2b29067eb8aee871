import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { blockedEitherWay } from '../blocks/blocks';
import { mainPhotoShownToOthers } from '../photos/photosRepository';

/** One row of the Hidden folder. */
export interface HiddenRow {
  kind: 'message' | 'like_comment';
  user_id: number;
  user_name: string;
  main_photo: string | null;
  chat_id: number;
  /** bigint as text; '0' for a like's comment. */
  message_id: string;
  message: string;
  created_at: Date;
}

/** The Hidden folder shows at most this many items, newest first. */
const HIDDEN_FOLDER_SIZE = 100;

/** The SQL of hidden words: each member's list and their Hidden folder. */
export class HiddenWordsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async wordsOf(memberIds: readonly number[]): Promise<Map<number, string[]>> {
    const words = new Map<number, string[]>(memberIds.map((id) => [id, []]));
    if (memberIds.length === 0) return words;
    const rows = await this.db
      .selectFrom('hidden_words')
      .select(['member_id', 'word'])
      .where('member_id', 'in', memberIds)
      .orderBy('added_at')
      .orderBy('word')
      .execute();
    for (const row of rows) words.get(row.member_id)?.push(row.word);
    return words;
  }

  async add(memberId: number, word: string, at: Date): Promise<void> {
    await this.db
      .insertInto('hidden_words')
      .values({ member_id: memberId, word, added_at: at })
      .onConflict((conflict) => conflict.columns(['member_id', 'word']).doNothing())
      .execute();
  }

  async remove(memberId: number, words: readonly string[]): Promise<void> {
    if (words.length === 0) return;
    await this.db
      .deleteFrom('hidden_words')
      .where('member_id', '=', memberId)
      .where('word', 'in', words)
      .execute();
  }

  /**
   * The member's Hidden folder: the opening messages hidden from them and the comments of likes
   * they received that were hidden, none from a member blocked either way.
   */
  async hiddenFolder(memberId: number): Promise<HiddenRow[]> {
    const photo = (member: string) => mainPhotoShownToOthers(sql.ref(`${member}.id`));
    const result = await sql<HiddenRow>`
      select 'message' as kind, sender.id as user_id, coalesce(sender.name, '') as user_name,
        ${photo('sender')} as main_photo, m.chat_id, m.id::text as message_id, m.text as message,
        m.created_at
      from chat_messages m
      join chats c on c.id = m.chat_id
      join members sender on sender.id = m.sender_id
      where m.hidden and m.sender_id <> ${memberId} and m.unsent_at is null
        and ${memberId} in (c.member_low, c.member_high)
        and not ${blockedEitherWay(memberId, sql.ref<number>('sender.id'))}
      union all
      select 'like_comment', liker.id, coalesce(liker.name, ''), ${photo('liker')}, 0, '0',
        s.comment, s.created_at
      from swipes s
      join members liker on liker.id = s.swiper_id
      where s.target_id = ${memberId} and s.comment_hidden and s.comment is not null
        and s.kind <> 'nope'
        and not ${blockedEitherWay(memberId, sql.ref<number>('liker.id'))}
      order by created_at desc
      limit ${HIDDEN_FOLDER_SIZE}`.execute(this.db);
    return result.rows;
  }
}
