import { MESSAGES } from '@dating/contract/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/apiError';

/**
 * "Only verified members can message me or send a comment with a like": a member who turned it
 * on hears first from verified members only. It guards the first contact (an opening message, a
 * like's comment); a chat the member has written in goes on whatever the other's badge.
 */
export class VerifiedContactService {
  constructor(private readonly db: Kysely<Database>) {}

  /** webverifiedonly: the member's setting, set when `on` is given. */
  async verifiedOnly(memberId: number, on?: boolean): Promise<boolean> {
    if (on !== undefined) {
      await this.db
        .updateTable('members')
        .set({ verified_only_contact: on })
        .where('id', '=', memberId)
        .execute();
      return on;
    }
    const row = await this.db
      .selectFrom('members')
      .select('verified_only_contact')
      .where('id', '=', memberId)
      .executeTakeFirst();
    return row?.verified_only_contact ?? false;
  }

  /**
   * Refuses (403, saying why) a first contact from a member without the verified badge to one
   * who hears only from verified members.
   */
  async assertMayContact(senderId: number, receiverId: number): Promise<void> {
    const refused = await this.db
      .selectFrom('members as receiver')
      .innerJoin('members as sender', (join) => join.on('sender.id', '=', senderId))
      .select('receiver.id')
      .where('receiver.id', '=', receiverId)
      .where('receiver.verified_only_contact', '=', true)
      .where('sender.verified', '=', false)
      .executeTakeFirst();
    if (refused) throw new ApiError(403, MESSAGES.verifiedOnlyContact);
  }
}
