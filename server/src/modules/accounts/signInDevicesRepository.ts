import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The SQL of device cookies: one row per browser token and member it is trusted for. */
export class SignInDevicesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Whether the token is trusted for the member: used since `since`, failed fewer than `max`. */
  async isTrusted(
    tokenHash: string,
    memberId: number,
    since: Date,
    maxFailures: number,
  ): Promise<boolean> {
    const row = await this.db
      .selectFrom('sign_in_devices')
      .select('member_id')
      .where('token_hash', '=', tokenHash)
      .where('member_id', '=', memberId)
      .where('last_used_at', '>', since)
      .where('failures', '<', maxFailures)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Whether the server issued the token (for any member). */
  async isIssued(tokenHash: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('sign_in_devices')
      .select('member_id')
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row !== undefined;
  }

  async countFailure(tokenHash: string, memberId: number): Promise<void> {
    await this.db
      .updateTable('sign_in_devices')
      .set((eb) => ({ failures: eb('failures', '+', 1) }))
      .where('token_hash', '=', tokenHash)
      .where('member_id', '=', memberId)
      .execute();
  }

  /** Trusts the token for the member from now on, its failures forgotten. */
  async remember(tokenHash: string, memberId: number, at: Date): Promise<void> {
    await this.db
      .insertInto('sign_in_devices')
      .values({ token_hash: tokenHash, member_id: memberId, last_used_at: at })
      .onConflict((conflict) =>
        conflict
          .columns(['token_hash', 'member_id'])
          .doUpdateSet({ failures: 0, last_used_at: at }),
      )
      .execute();
  }

  /** Forgets the member's devices unused since `before`. */
  async forgetUnusedOf(memberId: number, before: Date): Promise<void> {
    await this.db
      .deleteFrom('sign_in_devices')
      .where('member_id', '=', memberId)
      .where('last_used_at', '<=', before)
      .execute();
  }
}
