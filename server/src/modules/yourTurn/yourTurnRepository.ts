import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { blockedEitherWay } from '../blocks/blocks';
import { inGoodStanding } from '../moderation/memberStanding';
import { mainPhotoShownToOthers } from '../photos/photosRepository';

/** A match waiting for the member's reply. */
export interface WaitingRow {
  user_id: number;
  user_name: string;
  main_photo: string | null;
  chat_id: number;
  last_text: string;
  last_at: Date;
}

/** The SQL of Your Turn: the matches waiting for a member's reply. */
export class YourTurnRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The member's matches whose last message (of those the member sees: none from their Hidden
   * folder) is the other's, longest waiting first; none across a block, none with a member gone,
   * suspended or banned.
   */
  async waiting(memberId: number, now: Date): Promise<WaitingRow[]> {
    const result = await sql<WaitingRow>`
      select other.id as user_id, coalesce(other.name, '') as user_name,
        ${mainPhotoShownToOthers(sql.ref('other.id'))} as main_photo,
        c.id as chat_id, last.text as last_text, last.created_at as last_at
      from chats c
      join members other on other.id =
        case when c.member_low = ${memberId} then c.member_high else c.member_low end
      join lateral (
        select m.sender_id, case when m.unsent_at is null then m.text else '' end as text,
          m.created_at
        from chat_messages m
        where m.chat_id = c.id and not (m.hidden and m.sender_id is distinct from ${memberId})
        order by m.id desc limit 1
      ) last on true
      where ${memberId} in (c.member_low, c.member_high)
        and last.sender_id = other.id
        and other.status = 'active'
        and ${inGoodStanding(now, 'other')}
        and exists (select 1 from matches x
          where x.member_low = c.member_low and x.member_high = c.member_high)
        and not ${blockedEitherWay(memberId, sql.ref<number>('other.id'))}
      order by last.created_at, c.id`.execute(this.db);
    return result.rows;
  }
}
