import {
  MAX_REPORT_MESSAGES,
  REPORT_AFTER_UNMATCH_DAYS,
  type RecentUnmatch,
  type ReportReason,
} from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import { ApiError } from '../../http/apiError';
import { DAY_MS } from '../../limits/rateLimiter';
import type { FileStorage } from '../../storage/fileStorage';
import type { MemberVisibility } from '../discovery/memberVisibility';
import type { ShadowRestriction } from '../moderation/shadowRestriction';
import type { ReportsRepository } from './reportsRepository';

/** webreport's fields beyond the reported member (safety.ts, reportReasonFields). */
export interface ReportFields {
  reason?: ReportReason;
  details?: string;
  message_ids?: string | readonly (number | string)[];
}

/** Filed with a reason (or details, or messages); or the spec's toggle, on or off. */
export type ReportOutcome = 'filed' | 'reported' | 'withdrawn';

export interface ReportsDependencies {
  repository: ReportsRepository;
  visibility: Pick<MemberVisibility, 'look'>;
  /** Several members' open reports keep the member from reaching anyone new. */
  restriction: Pick<ShadowRestriction, 'refresh'>;
  storage: FileStorage;
  now: () => Date;
}

const toEpochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A bigint id as text: what chat message ids are. */
const MESSAGE_ID = /^\d{1,18}$/;

/**
 * Members' reports of each other, which moderators read. A report is of someone the member may
 * see, chats or chatted with, blocks or is blocked by, or was matched with in the last
 * REPORT_AFTER_UNMATCH_DAYS days; with a reason it is filed (or the open one updated) with the
 * chosen messages of their chat, and never withdrawn; without, it toggles as the spec says.
 */
export class ReportsService {
  constructor(private readonly deps: ReportsDependencies) {}

  /** Files, or toggles on or off, the member's report of another. */
  async report(memberId: number, reportedId: number, fields: ReportFields): Promise<ReportOutcome> {
    const { repository, now } = this.deps;
    await this.mayReport(memberId, reportedId);
    const files =
      fields.reason !== undefined ||
      (fields.details ?? '').trim() !== '' ||
      fields.message_ids !== undefined;
    if (!files) {
      if (await repository.stands(memberId, reportedId)) {
        await repository.withdraw(memberId, reportedId, now());
        await this.deps.restriction.refresh(reportedId);
        return 'withdrawn';
      }
      const filing = { reason: 'other' as const, details: '', messageIds: [] };
      await repository.file(memberId, reportedId, filing, now());
      await this.deps.restriction.refresh(reportedId);
      return 'reported';
    }
    const messageIds =
      fields.message_ids === undefined
        ? undefined
        : await this.attachable(memberId, reportedId, fields.message_ids);
    await repository.file(
      memberId,
      reportedId,
      { reason: fields.reason ?? 'other', details: (fields.details ?? '').trim(), messageIds },
      now(),
    );
    await this.deps.restriction.refresh(reportedId);
    return 'filed';
  }

  /** webrecentunmatches: whom the member can still report after their match ended. */
  async recentUnmatches(memberId: number): Promise<RecentUnmatch[]> {
    const rows = await this.deps.repository.recentUnmatches(memberId, this.unmatchedSince());
    return rows.map((row) => ({
      user_id: row.id,
      user_name: row.name,
      user_image: row.main_photo ? this.deps.storage.urlOf(row.main_photo) : '',
      unmatched_at: toEpochSeconds(row.unmatched_at),
      report: row.reported ? 'true' : 'false',
    }));
  }

  private async mayReport(memberId: number, reportedId: number): Promise<void> {
    const { repository, visibility } = this.deps;
    if (reportedId === memberId) throw new ApiError(400, MESSAGES.cannotReportYourself);
    if (!(await repository.memberExists(reportedId))) {
      throw new ApiError(404, MESSAGES.memberUnavailable);
    }
    if (await repository.tiedBeyondSight(memberId, reportedId, this.unmatchedSince())) return;
    // A reporter may always change or withdraw their report, even once it helped hide the member.
    if (await repository.stands(memberId, reportedId)) return;
    // Anyone else only if the member may look at them (404 otherwise, as for an unknown id).
    await visibility.look(memberId, reportedId);
  }

  /** The chosen messages, each of the pair's chat; any other refuses the report. */
  private async attachable(
    memberId: number,
    reportedId: number,
    value: string | readonly (number | string)[],
  ): Promise<string[]> {
    const parts = (typeof value === 'string' ? [value] : value).flatMap((part) =>
      String(part)
        .replace(/[[\]\s"]/g, '')
        .split(','),
    );
    const ids = [...new Set(parts.filter(Boolean))];
    if (ids.length > MAX_REPORT_MESSAGES || !ids.every((id) => MESSAGE_ID.test(id))) {
      throw new ApiError(400, MESSAGES.invalidFormat);
    }
    const found = await this.deps.repository.messagesOfPair(memberId, reportedId, ids);
    if (found.length !== ids.length) throw new ApiError(400, MESSAGES.reportMessagesNotInChat);
    return ids.map((id) => String(BigInt(id)));
  }

  private unmatchedSince(): Date {
    return new Date(this.deps.now().getTime() - REPORT_AFTER_UNMATCH_DAYS * DAY_MS);
  }
}
