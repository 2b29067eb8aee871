import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PrivacyColumns } from './privacyState';

/** A member's snooze and incognito, and whether they are premium (members columns). */
export interface PrivacyRow extends PrivacyColumns {
  premium_until: Date | null;
}

/** The SQL of snooze and incognito settings; the lists read them through `listedTo`. */
export class PrivacyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(memberId: number): Promise<PrivacyRow | undefined> {
    return this.db
      .selectFrom('members')
      .select(['snoozed_at', 'snoozed_until', 'incognito', 'premium_until'])
      .where('id', '=', memberId)
      .executeTakeFirst();
  }

  async setSnooze(
    memberId: number,
    snooze: { snoozed_at: Date; snoozed_until: Date | null } | null,
  ): Promise<void> {
    await this.db
      .updateTable('members')
      .set(snooze ?? { snoozed_at: null, snoozed_until: null })
      .where('id', '=', memberId)
      .execute();
  }

  async setIncognito(memberId: number, incognito: boolean): Promise<void> {
    await this.db.updateTable('members').set({ incognito }).where('id', '=', memberId).execute();
  }
}
