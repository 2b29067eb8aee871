import { MESSAGES } from '@dating/contract/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { normalizeEmail } from '../accounts/accountRules';

/**
 * The QA role (`pnpm admin qa add|remove|list`): its members may point their own browser at any
 * registered version of a remote. Read afresh at each /api/remotes with a token, so a change
 * applies at once on every server.
 */
export class QaMembers {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async isQa(memberId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('qa_members')
      .select('member_id')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async add(rawEmail: string): Promise<void> {
    const member = await this.memberOf(rawEmail);
    await this.db
      .insertInto('qa_members')
      .values({ member_id: member, granted_at: this.now() })
      .onConflict((conflict) => conflict.column('member_id').doNothing())
      .execute();
  }

  async remove(rawEmail: string): Promise<void> {
    const member = await this.memberOf(rawEmail);
    await this.db.deleteFrom('qa_members').where('member_id', '=', member).execute();
  }

  list(): Promise<{ id: number; email: string; name: string }[]> {
    return this.db
      .selectFrom('qa_members')
      .innerJoin('members', 'members.id', 'qa_members.member_id')
      .select(['members.id', 'members.email', 'members.name'])
      .orderBy('members.email')
      .execute();
  }

  private async memberOf(rawEmail: string): Promise<number> {
    const row = await this.db
      .selectFrom('members')
      .select('id')
      .where('email', '=', normalizeEmail(rawEmail))
      .executeTakeFirst();
    if (!row) throw new ApiError(404, MESSAGES.emailNotRegistered);
    return row.id;
  }
}
