import type { DataExportStatusResponse } from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../http/apiError';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../limits/rateLimiter';
import type { Realtime } from '../../realtime/realtime';
import type { FileStorage } from '../../storage/fileStorage';
import { dataExportArchive } from './dataExportArchive';
import type { DataExportRepository, DataExportRow } from './dataExportRepository';

/** How long a ready export can be downloaded before it is deleted. */
export const EXPORT_LIFETIME_MS = 48 * HOUR_MS;
/** One request a day: building an archive of every photo and message is not free. */
export const EXPORT_EVERY_MS = DAY_MS;
/** A build taking longer than this was abandoned (its process died): another process takes it. */
const BUILD_ABANDONED_MS = 10 * MINUTE_MS;

const toEpochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Data exports (GDPR articles 15 and 20): asked for, built off the request path by whichever
 * process claims the row, announced to the member, downloadable by them alone (session and
 * the export's unguessable id) for 48 hours, then deleted.
 */
export class DataExportService {
  /** The build under way in this process, so a request and the timer never run two. */
  private building: Promise<void> | null = null;

  constructor(
    private readonly repository: DataExportRepository,
    private readonly storage: FileStorage,
    private readonly now: () => Date,
    private readonly realtime: Pick<Realtime, 'toMember'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A new export, built in the background; 429 within a day of the last request. */
  async request(memberId: number): Promise<DataExportStatusResponse> {
    const now = this.now();
    const created = await this.repository.createUnlessSince(
      memberId,
      now,
      new Date(now.getTime() - EXPORT_EVERY_MS),
    );
    if (!created) {
      const latest = await this.repository.latestOf(memberId);
      const allowedAt = (latest?.requested_at.getTime() ?? now.getTime()) + EXPORT_EVERY_MS;
      throw new ApiError(
        429,
        MESSAGES.dataExportOncePerDay,
        Math.max(1, Math.ceil((allowedAt - now.getTime()) / 1000)),
      );
    }
    void this.buildWaiting();
    return this.statusOf(created, now);
  }

  async status(memberId: number): Promise<DataExportStatusResponse> {
    return this.statusOf(await this.repository.latestOf(memberId), this.now());
  }

  /** The ZIP of the member's ready export; anyone else's, or an expired one, is a 404. */
  async file(memberId: number, exportId: string): Promise<Buffer> {
    const archive = await this.repository.archiveOf(memberId, exportId, this.now());
    if (!archive) throw new ApiError(404, MESSAGES.dataExportNotFound);
    return archive;
  }

  /**
   * Builds every export waiting, one at a time, until none is left; a failure is logged (and the
   * export marked failed), never thrown. Answers once this process's builds are done.
   */
  buildWaiting(): Promise<void> {
    this.building ??= this.buildAll()
      .catch((error: unknown) => this.log.error({ err: error }, 'data exports not built'))
      .finally(() => {
        this.building = null;
      });
    return this.building;
  }

  /** Answers once the build under way in this process, if any, is done (closing). */
  async idle(): Promise<void> {
    await this.building;
  }

  /** Deletes exports past their time (the download also refuses them before this runs). */
  deleteExpired(): Promise<number> {
    return this.repository.deleteExpired(this.now());
  }

  private async buildAll(): Promise<void> {
    for (;;) {
      const now = this.now();
      const claimed = await this.repository.claimNext(
        now,
        new Date(now.getTime() - BUILD_ABANDONED_MS),
      );
      if (!claimed) return;
      await this.build(claimed);
    }
  }

  private async build(row: DataExportRow): Promise<void> {
    try {
      const data = await this.repository.memberData(row.member_id);
      if (!data) throw new Error(`member ${row.member_id} is gone`);
      const archive = await dataExportArchive(data, this.storage);
      const readyAt = this.now();
      await this.repository.markReady(
        row.id,
        archive,
        readyAt,
        new Date(readyAt.getTime() + EXPORT_LIFETIME_MS),
      );
      this.realtime.toMember(row.member_id, 'dataexport', { state: 'ready' });
    } catch (error) {
      this.log.error({ err: error, member: row.member_id }, 'data export not built');
      await this.repository
        .markFailed(row.id, new Date(this.now().getTime() + EXPORT_LIFETIME_MS))
        .then(() => this.realtime.toMember(row.member_id, 'dataexport', { state: 'failed' }))
        .catch((marking: unknown) => this.log.error({ err: marking }, 'data export not marked'));
    }
  }

  private statusOf(row: DataExportRow | undefined, now: Date): DataExportStatusResponse {
    if (!row || (row.expires_at !== null && row.expires_at <= now)) {
      return { status: 'true', state: 'none' };
    }
    const nextRequestAt = row.requested_at.getTime() + EXPORT_EVERY_MS;
    return {
      status: 'true',
      state: row.state,
      requested_at: toEpochSeconds(row.requested_at),
      ...(row.state === 'ready' && {
        export_id: row.id,
        ...(row.expires_at && { expires_at: toEpochSeconds(row.expires_at) }),
      }),
      ...(nextRequestAt > now.getTime() && {
        next_request_at: toEpochSeconds(new Date(nextRequestAt)),
      }),
    };
  }
}
