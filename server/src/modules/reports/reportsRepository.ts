import type { ReportReason } from '@dating/contract/schemas';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { orderedPair } from '../../db/orderedPair';
import type { Database } from '../../db/schema';
import { blockedEitherWay } from '../blocks/blocks';
import { mainPhotoShownToOthers } from '../photos/photosRepository';

export interface ReportFiling {
  reason: ReportReason;
  details: string;
  /** Ids of chat messages (as text: bigint); undefined keeps those already attached. */
  messageIds: string[] | undefined;
}

export interface RecentUnmatchRow {
  id: number;
  name: string;
  main_photo: string | null;
  unmatched_at: Date;
  reported: SqlBool;
}

/** A report the reporter has not withdrawn, of the member `reported` (alias-free). */
function reportStands(reporterId: number, reportedId: number | ReturnType<typeof sql.ref>) {
  return sql<SqlBool>`EXISTS (SELECT 1 FROM reports r WHERE r.reporter_id = ${reporterId} AND r.reported_id = ${reportedId} AND r.withdrawn_at IS NULL)`;
}

/** The SQL of members' reports and of the unmatches a report can still follow. */
export class ReportsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (repository: ReportsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new ReportsRepository(trx)));
  }

  async memberExists(memberId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('members')
      .select('id')
      .where('id', '=', memberId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Ties that let the reporter report a member they may no longer see: a match ended since
   * `unmatchedSince`, a chat between them, or a block either way.
   */
  async tiedBeyondSight(reporterId: number, reportedId: number, unmatchedSince: Date) {
    const pair = orderedPair(reporterId, reportedId);
    const row = await this.db
      .selectNoFrom((eb) => [
        eb
          .or([
            eb.exists(
              eb
                .selectFrom('unmatches')
                .select('member_low')
                .where('member_low', '=', pair.member_low)
                .where('member_high', '=', pair.member_high)
                .where('unmatched_at', '>=', unmatchedSince),
            ),
            eb.exists(
              eb
                .selectFrom('chats')
                .select('id')
                .where('member_low', '=', pair.member_low)
                .where('member_high', '=', pair.member_high),
            ),
            eb(blockedEitherWay(reporterId, reportedId), '=', true),
          ])
          .as('tied'),
      ])
      .executeTakeFirstOrThrow();
    return Boolean(row.tied);
  }

  /** Of these message ids, those of the pair's chat (sent by either). */
  async messagesOfPair(memberId: number, otherId: number, ids: readonly string[]) {
    if (ids.length === 0) return [];
    const pair = orderedPair(memberId, otherId);
    const rows = await this.db
      .selectFrom('chat_messages as cm')
      .innerJoin('chats as c', 'c.id', 'cm.chat_id')
      .select('cm.id')
      .where('c.member_low', '=', pair.member_low)
      .where('c.member_high', '=', pair.member_high)
      .where('cm.id', 'in', ids)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Files the report, or updates the open one of the pair; never withdraws. */
  async file(reporterId: number, reportedId: number, filing: ReportFiling, at: Date) {
    const changes = {
      reason: filing.reason,
      details: filing.details,
      ...(filing.messageIds && { message_ids: filing.messageIds }),
    };
    await this.db
      .insertInto('reports')
      .values({ reporter_id: reporterId, reported_id: reportedId, created_at: at, ...changes })
      .onConflict((oc) =>
        oc
          .columns(['reporter_id', 'reported_id'])
          .where('closed_at', 'is', null)
          .doUpdateSet(changes),
      )
      .execute();
  }

  /** Whether the reporter's report of the member stands (filed and not withdrawn). */
  async stands(reporterId: number, reportedId: number): Promise<boolean> {
    const row = await this.db
      .selectNoFrom(reportStands(reporterId, reportedId).as('stands'))
      .executeTakeFirstOrThrow();
    return Boolean(row.stands);
  }

  /**
   * Withdraws the reporter's report (the spec's toggle): an open one is deleted, closed ones
   * stay in the moderators' record, marked withdrawn.
   */
  async withdraw(reporterId: number, reportedId: number, at: Date): Promise<void> {
    await this.db
      .deleteFrom('reports')
      .where('reporter_id', '=', reporterId)
      .where('reported_id', '=', reportedId)
      .where('closed_at', 'is', null)
      .execute();
    await this.db
      .updateTable('reports')
      .set({ withdrawn_at: at })
      .where('reporter_id', '=', reporterId)
      .where('reported_id', '=', reportedId)
      .where('withdrawn_at', 'is', null)
      .execute();
  }

  /** Members whose match with the member ended since `since` and who are not matched again. */
  recentUnmatches(memberId: number, since: Date): Promise<RecentUnmatchRow[]> {
    return this.db
      .selectFrom('unmatches as u')
      .innerJoin('members as m', (join) =>
        join.on(
          sql<SqlBool>`m.id = CASE WHEN u.member_low = ${memberId} THEN u.member_high ELSE u.member_low END`,
        ),
      )
      .select([
        'm.id',
        'm.name',
        mainPhotoShownToOthers(sql.ref('m.id')).as('main_photo'),
        'u.unmatched_at',
        reportStands(memberId, sql.ref('m.id')).as('reported'),
      ])
      .where((eb) => eb.or([eb('u.member_low', '=', memberId), eb('u.member_high', '=', memberId)]))
      .where('u.unmatched_at', '>=', since)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('matches as mt')
              .select('mt.id')
              .whereRef('mt.member_low', '=', 'u.member_low')
              .whereRef('mt.member_high', '=', 'u.member_high'),
          ),
        ),
      )
      .orderBy('u.unmatched_at', 'desc')
      .orderBy('m.id')
      .execute();
  }
}
