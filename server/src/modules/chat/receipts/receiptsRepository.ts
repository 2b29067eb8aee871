import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { presenceShownBetween } from '../../blocks/blocks';

/** How far the other member got with the caller's messages, and the caller's own view choices. */
export interface ChatView {
  /**
   * The other member's client received the caller's messages up to this id; 0 while the two may
   * not see each other's presence (a block either way, an ended match).
   */
  delivered_up_to: number;
  /**
   * The other member saw them up to this id; 0 while either turned read receipts off, or while
   * the two may not see each other's presence.
   */
  read_up_to: number;
  /** The two may see each other's presence (presenceShownBetween), receipts included. */
  presence_shown: boolean;
  /** The caller chose to view this chat's explicit pictures. */
  show_explicit: boolean;
}

/**
 * The SQL of receipts: per chat and member high-water marks (chat_member_states), never a row
 * per message, and the members' read_receipts setting.
 */
export class ReceiptsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Raises the member's marks in the chat to `messageId`, if that is a message of the chat from
   * the other member: delivered always, seen too when `seen` and the member sends read receipts.
   * Answers whether a mark moved.
   */
  async raise(
    chatId: number,
    memberId: number,
    messageId: number,
    seen: boolean,
  ): Promise<boolean> {
    const result = await sql<{ chat_id: number }>`
      insert into chat_member_states (chat_id, member_id, delivered_up_to, seen_up_to)
      select m.chat_id, ${memberId}, m.id,
        case when ${seen} and (select read_receipts from members where id = ${memberId})
          then m.id else 0 end
      from chat_messages m
      where m.id = ${String(messageId)} and m.chat_id = ${chatId}
        and m.sender_id is distinct from ${memberId}
      on conflict (chat_id, member_id) do update set
        delivered_up_to = greatest(chat_member_states.delivered_up_to, excluded.delivered_up_to),
        seen_up_to = greatest(chat_member_states.seen_up_to, excluded.seen_up_to)
      where excluded.delivered_up_to > chat_member_states.delivered_up_to
        or excluded.seen_up_to > chat_member_states.seen_up_to
      returning chat_id
    `.execute(this.db);
    return result.rows.length > 0;
  }

  /** What `memberId` sees of the chat: the other member's marks, and their own view choice. */
  async viewOf(chatId: number, memberId: number): Promise<ChatView> {
    const result = await sql<{
      delivered_up_to: string;
      read_up_to: string;
      show_explicit: boolean;
      presence_shown: boolean;
    }>`
      select coalesce(theirs.delivered_up_to, 0) as delivered_up_to,
        case when me.read_receipts and coalesce(other.read_receipts, false)
          then coalesce(theirs.seen_up_to, 0) else 0 end as read_up_to,
        coalesce(mine.show_explicit, false) as show_explicit,
        ${presenceShownBetween(memberId, sql.ref<number>('other.id'))} as presence_shown
      from chats c
      join members me on me.id = ${memberId}
      left join members other on other.id =
        case when c.member_low = ${memberId} then c.member_high else c.member_low end
      left join chat_member_states theirs on theirs.chat_id = c.id and theirs.member_id = other.id
      left join chat_member_states mine on mine.chat_id = c.id and mine.member_id = ${memberId}
      where c.id = ${chatId}
    `.execute(this.db);
    const row = result.rows[0];
    const presenceShown = row?.presence_shown ?? false;
    return {
      delivered_up_to: presenceShown ? Number(row?.delivered_up_to ?? 0) : 0,
      read_up_to: presenceShown ? Number(row?.read_up_to ?? 0) : 0,
      show_explicit: row?.show_explicit ?? false,
      presence_shown: presenceShown,
    };
  }

  async showExplicit(chatId: number, memberId: number): Promise<void> {
    await this.db
      .insertInto('chat_member_states')
      .values({ chat_id: chatId, member_id: memberId, show_explicit: true })
      .onConflict((conflict) =>
        conflict.columns(['chat_id', 'member_id']).doUpdateSet({ show_explicit: true }),
      )
      .execute();
  }

  async readReceiptsOf(memberId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('members')
      .select('read_receipts')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    return row.read_receipts;
  }

  async setReadReceipts(memberId: number, on: boolean): Promise<void> {
    await this.db
      .updateTable('members')
      .set({ read_receipts: on })
      .where('id', '=', memberId)
      .execute();
  }
}
