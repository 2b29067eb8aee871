import { sql, type Kysely } from 'kysely';
import type { Database, EmailCodePurpose } from '../../db/schema';

/** The SQL of the 4-digit codes: one live code per address and purpose. */
export class EmailCodesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores a new code, replacing (and so killing) any earlier one of the same purpose. */
  async replace(email: string, purpose: EmailCodePurpose, codeHash: string, expiresAt: Date) {
    const fresh = {
      code_hash: codeHash,
      expires_at: expiresAt,
      failed_attempts: 0,
      verified_at: null,
    };
    await this.db
      .insertInto('email_codes')
      .values({ email, purpose, ...fresh })
      .onConflict((conflict) => conflict.columns(['email', 'purpose']).doUpdateSet(fresh))
      .execute();
  }

  /**
   * Takes one try of a live code: counts it as failed up front and answers the code's hash, or
   * undefined when the code is missing, expired, used, or out of tries. Counting before
   * comparing bounds the comparisons even under parallel requests.
   */
  async takeTry(
    email: string,
    purpose: EmailCodePurpose,
    now: Date,
    maxTries: number,
  ): Promise<string | undefined> {
    const row = await this.db
      .updateTable('email_codes')
      .set({ failed_attempts: sql`failed_attempts + 1` })
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .where('expires_at', '>', now)
      .where('verified_at', 'is', null)
      .where('failed_attempts', '<', maxTries)
      .returning('code_hash')
      .executeTakeFirst();
    return row?.code_hash;
  }

  /** The right code was given: the try was not a failure, and the code is used up. */
  async markVerified(email: string, purpose: EmailCodePurpose, at: Date): Promise<void> {
    await this.db
      .updateTable('email_codes')
      .set({ failed_attempts: sql`failed_attempts - 1`, verified_at: at })
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .execute();
  }

  async verifiedAt(email: string, purpose: EmailCodePurpose): Promise<Date | null> {
    const row = await this.db
      .selectFrom('email_codes')
      .select('verified_at')
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .executeTakeFirst();
    return row?.verified_at ?? null;
  }

  async delete(email: string, purpose: EmailCodePurpose): Promise<void> {
    await this.db
      .deleteFrom('email_codes')
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .execute();
  }
}
