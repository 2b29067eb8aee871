import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import type { ContentService } from '../content/contentService';

/**
 * A member with open reports from `restrict_after_reports` members or more (an admin setting; 0
 * turns it off) reaches no one new until a moderator reviews them: they leave every stranger's
 * lists (the deck, likes received, visitors, feeds: memberVisibility's listedTo) and their likes
 * tell no one (likesService). Matches and chats they already have go on, and a like back to
 * someone who liked them first still makes the match: that member chose them. A withdrawal that
 * takes them under the threshold lifts it; so does a moderator's action, which closes the
 * reports (ModerationRepository.closeOpenReports).
 */
export class ShadowRestriction {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly content: Pick<ContentService, 'settings'>,
    private readonly now: () => Date,
  ) {}

  /** Restricts or lifts the member by the members whose reports of them are open now. */
  async refresh(memberId: number): Promise<void> {
    const threshold = Number((await this.content.settings()).restrict_after_reports);
    // The scam check's own reports have no reporter: they queue the member, they restrict no one.
    const openReports = sql<number>`(select count(distinct r.reporter_id) from reports r
      where r.reported_id = ${memberId} and r.closed_at is null)`;
    await this.db
      .updateTable('members')
      .set({
        restricted_at: sql`case when ${threshold} > 0 and ${openReports} >= ${threshold}
          then coalesce(restricted_at, ${this.now()}) end`,
      })
      .where('id', '=', memberId)
      .execute();
  }
}

/** The member of alias `alias` is not restricted (listedTo reads it). */
export function notRestricted(alias = 'm'): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${alias}.restricted_at`)} is null`;
}
