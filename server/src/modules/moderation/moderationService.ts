import {
  MAX_WARNINGS_PER_DAY,
  MODERATION_ACTIONS,
  RESTORING_ACTIONS,
  type AuditEntry,
  type ModerationActionFields,
  type ModerationActionKind,
  type ModerationCase,
  type ModerationMemberRef,
  type ModerationPhoto,
  type ModerationPhotoDecisionFields,
  type ModerationQueueItem,
  type ModerationVerificationDecisionFields,
  type PendingVerification,
  type ReportReason,
  type UncertainPhoto,
} from '@dating/contract/schemas';
import {
  DEFAULT_LANGUAGE,
  MESSAGES,
  ageOn,
  isLanguage,
  parseIsoDate,
  standingRefusalText,
  warningMail,
} from '@dating/contract/rules';
import type { MemberRole } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import {
  DAY_MS,
  MINUTE_MS,
  type RateLimitPolicy,
  type RateLimiter,
} from '../../limits/rateLimiter';
import type { Mailer } from '../../mail/mailer';
import type { FileStorage } from '../../storage/fileStorage';
import { normalizeEmail } from '../accounts/accountRules';
import type { Sessions } from '../accounts/sessions';
import type { PhotosService } from '../photos/photosService';
import type { VerificationService } from '../vision/verificationService';
import { standingOf, standingRefusalOf, type StandingColumns } from './memberStanding';
import type {
  AuditRow,
  CasePhotoRow,
  MemberRefRow,
  ModerationRepository,
  StandingChange,
} from './moderationRepository';
import { allProfileFieldsOf } from '../profile/profileFieldColumns';

/**
 * Calls per moderator: reading the queue, cases and the log, far more than anyone reads by hand;
 * actions, one case at a time.
 */
const POLICIES: Record<'read' | 'act', RateLimitPolicy> = {
  read: { limits: [{ max: 300, windowMs: 5 * MINUTE_MS }] },
  act: { limits: [{ max: 60, windowMs: 5 * MINUTE_MS }] },
};

/** Warning e-mails per warned member, whichever moderators send them. */
const WARNINGS_POLICY: RateLimitPolicy = {
  limits: [{ max: MAX_WARNINGS_PER_DAY, windowMs: DAY_MS }],
};

/** Who may act on whom: only on a lower rank, so never on oneself nor on an equal. */
const RANK: Record<MemberRole, number> = { member: 0, moderator: 1, admin: 2 };

/** A caller admitted to the moderation calls. */
interface Moderator {
  id: number;
  role: Exclude<MemberRole, 'member'>;
}

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

const toEpochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export interface ModerationDependencies {
  repository: ModerationRepository;
  storage: FileStorage;
  photos: Pick<PhotosService, 'removePhoto'>;
  sessions: Pick<Sessions, 'closeAllOf'>;
  verification: Pick<VerificationService, 'decide'>;
  mailer: Mailer;
  limiter: RateLimiter;
  now: () => Date;
}

export interface QueuePage {
  limit: number;
  offset: number;
}

export interface AuditQuery extends QueuePage {
  member: string;
  moderator: string;
}

/**
 * The moderators' work: the queue of open reports, a member's case, the actions (each written
 * to the audit log and effective at once) and the log. The role is read afresh on every call, so
 * a role granted or removed with the admin CLI counts at the next call, on every server.
 */
export class ModerationService {
  constructor(private readonly deps: ModerationDependencies) {}

  /** Told when a member is suspended, banned or restored (chat tells their partners' open pages). */
  private readonly standingListeners: ((memberId: number) => Promise<void>)[] = [];

  onStandingChanged(listener: (memberId: number) => Promise<void>): void {
    this.standingListeners.push(listener);
  }

  async queue(moderatorId: number, page: QueuePage) {
    await this.admit(moderatorId, 'read');
    const now = this.deps.now();
    const { rows, total } = await this.deps.repository.queue(page.limit, page.offset);
    const items: ModerationQueueItem[] = rows.map((row) => ({
      member: this.refOf(row.member),
      standing: standingOf(row, now),
      open_reports: row.open_reports,
      reasons: row.reasons,
      oldest_at: toEpochSeconds(row.oldest_at),
    }));
    return { items, total };
  }

  async caseOf(moderatorId: number, memberId: number): Promise<ModerationCase> {
    const moderator = await this.admit(moderatorId, 'read');
    const { repository, storage } = this.deps;
    const member = await repository.caseMember(memberId);
    if (!member) throw new ApiError(404, MESSAGES.userNotFound);
    const [photos, reports, actions, suggestedReason] = await Promise.all([
      repository.photos(memberId),
      repository.reportsAbout(memberId),
      repository.actionsOn(memberId),
      repository.commonOpenReason(memberId),
    ]);
    const messages = new Map(
      (await repository.messages([...new Set(reports.flatMap((r) => r.message_ids))])).map(
        (message) => [message.id, message],
      ),
    );
    const now = this.deps.now();
    const birth = parseIsoDate(member.birth_date);
    const standing = standingOf(member, now);
    return {
      member: this.refOf({
        id: member.id,
        name: member.name,
        main_photo: photos[0]?.image_name ?? null,
      }),
      standing,
      suspended_until:
        standing === 'suspended' && member.suspended_until
          ? toEpochSeconds(member.suspended_until)
          : null,
      email: member.email,
      age: birth ? ageOn(birth, now) : null,
      ...allProfileFieldsOf(member),
      location: member.location,
      joined_at: toEpochSeconds(member.created_at),
      photos: photos.map((photo) => this.photoOf(photo)),
      reports: reports.map((report) => ({
        report_id: report.id,
        reporter: report.reporter && this.refOf(report.reporter),
        reason: report.reason,
        details: report.details,
        created_at: toEpochSeconds(report.created_at),
        state: report.closed_at === null ? 'open' : 'closed',
        // Only what the reporter attached: nothing else of the chat.
        messages: report.message_ids.flatMap((id) => {
          const message = messages.get(id);
          if (!message) return [];
          return [
            {
              id: Number(message.id),
              sender_id: message.sender_id ?? 0,
              message: message.image_name ? '' : message.text,
              upload_image: message.image_name ? storage.urlOf(message.image_name) : '',
              date: message.created_at.toISOString(),
              unsent: message.unsent_at ? 'true' : 'false',
            },
          ];
        }),
      })),
      actions: actions.map((row) => this.entryOf(row)),
      suggested_reason: suggestedReason ?? null,
      restricted_at: member.restricted_at ? toEpochSeconds(member.restricted_at) : null,
      allowed_actions: MODERATION_ACTIONS.filter(
        (action) => refusalOf(moderator, member, action, now) === null,
      ),
    };
  }

  /**
   * One action on a member, with its note, written to the audit log. Every action but
   * remove_photo, unban and unsuspend closes the member's open reports; suspend and ban end their
   * sessions and sockets at once (their pages told why), and sign-in is refused until the
   * suspension ends or an admin lifts it; warn mails them, a few times a day at most.
   */
  async act(moderatorId: number, fields: ModerationActionFields): Promise<AuditEntry> {
    const moderator = await this.admit(moderatorId, 'act');
    return this.takeAction(moderator, fields);
  }

  private async takeAction(
    moderator: Moderator,
    fields: ModerationActionFields,
  ): Promise<AuditEntry> {
    const { repository, now } = this.deps;
    const note = requiredNote(fields.note);
    const memberId = fields.member_id;
    const member = await repository.caseMember(memberId);
    if (!member) throw new ApiError(404, MESSAGES.userNotFound);
    const at = now();
    const refusal = refusalOf(moderator, member, fields.action, at);
    if (refusal) throw refusal;
    // What the member is told: the moderator's choice, never a default.
    let reason: ReportReason | null = null;
    let standing: StandingChange | null = null;
    let photoId: number | null = null;
    switch (fields.action) {
      case 'suspend':
        reason = requiredReason(fields.reason);
        if (fields.days === undefined) throw new ApiError(400, MESSAGES.suspensionNeedsDays);
        standing = {
          banned_at: null,
          suspended_until: new Date(at.getTime() + fields.days * DAY_MS),
          standing_reason: reason,
        };
        break;
      case 'ban':
        reason = requiredReason(fields.reason);
        standing = { banned_at: at, suspended_until: null, standing_reason: reason };
        break;
      case 'unban':
      case 'unsuspend':
        standing = { banned_at: null, suspended_until: null, standing_reason: null };
        break;
      case 'remove_photo': {
        if (fields.photo_id === undefined) throw new ApiError(400, MESSAGES.photoToRemove);
        const photo = await repository.photoOf(memberId, fields.photo_id);
        if (!photo) throw new ApiError(404, MESSAGES.photoNotFound);
        photoId = photo.id;
        break;
      }
      case 'warn':
        reason = requiredReason(fields.reason);
        await this.takeWarning(memberId);
        break;
      case 'dismiss':
        break;
    }
    const restoring = isOneOf(RESTORING_ACTIONS, fields.action);
    const actionId = await repository.transaction(async (trx) => {
      const id = await trx.insertAction({
        moderator_id: moderator.id,
        member_id: memberId,
        action: fields.action,
        note,
        reason,
        days: fields.action === 'suspend' ? (fields.days ?? null) : null,
        until: standing?.suspended_until ?? null,
        photo_id: photoId,
        created_at: at,
      });
      if (fields.action !== 'remove_photo' && !restoring) {
        await trx.closeOpenReports(memberId, id, at);
      }
      if (standing) await trx.setStanding(memberId, standing);
      return id;
    });
    const language = isLanguage(member.language) ? member.language : DEFAULT_LANGUAGE;
    const standingRefusal = standing && standingRefusalOf(standing, at);
    if (standingRefusal) {
      await this.deps.sessions.closeAllOf(memberId, {
        notice: standingRefusalText(standingRefusal, language),
      });
    }
    if (standing) for (const listener of this.standingListeners) await listener(memberId);
    if (photoId !== null) await this.deps.photos.removePhoto(memberId, photoId);
    if (fields.action === 'warn' && reason) {
      await this.deps.mailer.send({ to: member.email, ...warningMail(reason, language) });
    }
    return this.loggedEntry(actionId);
  }

  /** Counts a warning e-mail to the member; refuses one beyond the day's. */
  private async takeWarning(memberId: number): Promise<void> {
    try {
      await this.deps.limiter.take(`moderation-warning:${memberId}`, WARNINGS_POLICY);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 429) {
        throw new ApiError(429, MESSAGES.warningsPerDayReached, error.retryAfterSeconds);
      }
      throw error;
    }
  }

  /** Selfies waiting for a decision, with the member's photos to compare them with. */
  async pendingVerifications(moderatorId: number, page: QueuePage) {
    await this.admit(moderatorId, 'read');
    const { repository, storage } = this.deps;
    const { rows, total } = await repository.pendingVerifications(page.limit, page.offset);
    const photos = await repository.photosOfMembers(rows.map((row) => row.member.id));
    const items: PendingVerification[] = rows.map((row) => ({
      member: this.refOf(row.member),
      pose: row.pose,
      similarity: row.similarity,
      review_reason: row.review_reason,
      submitted_at: toEpochSeconds(row.updated_at),
      selfie: storage.urlOf(row.selfie_name),
      photos: (photos.get(row.member.id) ?? []).map((photo) => this.photoOf(photo)),
    }));
    return { items, total };
  }

  /**
   * A decision on a member's waiting selfie (VerificationService.decide deletes the selfie),
   * written to the audit log with its note; a refusal's note is what the member is told.
   */
  async decideVerification(
    moderatorId: number,
    fields: ModerationVerificationDecisionFields,
  ): Promise<AuditEntry> {
    const moderator = await this.admit(moderatorId, 'act');
    const { repository, verification, now } = this.deps;
    const note = requiredNote(fields.note);
    await this.assertMayDecideFor(moderator, fields.member_id);
    const approve = fields.decision === 'approve';
    if (!(await verification.decide(fields.member_id, approve, note))) {
      throw new ApiError(404, MESSAGES.verificationNotPending);
    }
    const actionId = await repository.insertAction({
      moderator_id: moderator.id,
      member_id: fields.member_id,
      action: approve ? 'approve_selfie' : 'refuse_selfie',
      note,
      reason: null,
      days: null,
      until: null,
      photo_id: null,
      created_at: now(),
    });
    return this.loggedEntry(actionId);
  }

  /**
   * Profile photos the detector was unsure of or the screening held, each with its member, score
   * and evidence (text, QR codes, contacts, the other members' photos it matches).
   */
  async uncertainPhotos(moderatorId: number, page: QueuePage) {
    await this.admit(moderatorId, 'read');
    const { rows, total } = await this.deps.repository.uncertainPhotos(page.limit, page.offset);
    const matched = await this.deps.repository.matchedPhotos(
      rows.flatMap((row) => row.held_evidence?.matches.map((match) => match.photo_id) ?? []),
    );
    const items: UncertainPhoto[] = rows.map((row) => ({
      member: this.refOf(row.member),
      photo: this.photoOf(row.photo),
      explicit_score: row.explicit_score,
      uploaded_at: toEpochSeconds(row.created_at),
      held_reason: row.held_reason ?? '',
      image_text: row.image_text ?? '',
      qr_payloads: row.qr_payloads ?? [],
      contacts: row.held_evidence?.contacts ?? [],
      // A matched photo deleted since (its member gone) is left out.
      matches: (row.held_evidence?.matches ?? []).flatMap((match) => {
        const other = matched.get(match.photo_id);
        return other
          ? [
              {
                member: this.refOf(other.member),
                photo: this.photoOf(other.photo),
                banned: match.banned,
                distance_bits: match.bits,
                face_similarity: match.similarity,
              },
            ]
          : [];
      }),
    }));
    return { items, total };
  }

  /**
   * A decision on an uncertain photo: kept, it is marked safe ('keep_photo' in the audit log);
   * removed, it is the remove_photo action.
   */
  async decidePhoto(moderatorId: number, fields: ModerationPhotoDecisionFields) {
    const moderator = await this.admit(moderatorId, 'act');
    const { repository, now } = this.deps;
    const note = requiredNote(fields.note);
    const memberId = await repository.uncertainPhotoOwner(fields.photo_id);
    if (memberId === undefined) throw new ApiError(404, MESSAGES.photoNotUncertain);
    await this.assertMayDecideFor(moderator, memberId);
    if (fields.decision === 'remove') {
      return this.takeAction(moderator, {
        member_id: memberId,
        action: 'remove_photo',
        photo_id: fields.photo_id,
        note,
      });
    }
    const actionId = await repository.transaction(async (trx) => {
      await trx.markPhotoSafe(fields.photo_id);
      return trx.insertAction({
        moderator_id: moderator.id,
        member_id: memberId,
        action: 'keep_photo',
        note,
        reason: null,
        days: null,
        until: null,
        photo_id: fields.photo_id,
        created_at: now(),
      });
    });
    return this.loggedEntry(actionId);
  }

  async audit(moderatorId: number, query: AuditQuery) {
    await this.admit(moderatorId, 'read');
    const { rows, total } = await this.deps.repository.audit({
      ...query,
      member: query.member.trim(),
      moderator: query.moderator.trim(),
    });
    return { entries: rows.map((row) => this.entryOf(row)), total };
  }

  /** The admin CLI's `moderators add <email> [--role admin]` and `moderators remove <email>`. */
  async setRole(rawEmail: string, role: MemberRole): Promise<void> {
    if (!(await this.deps.repository.setRole(normalizeEmail(rawEmail), role))) {
      throw new ApiError(404, MESSAGES.emailNotRegistered);
    }
  }

  /** Moderators and admins, with their role. */
  listModerators() {
    return this.deps.repository.moderators();
  }

  /**
   * The admin CLI's `members unban|unsuspend <email> --by <admin e-mail>`: the console's action,
   * by that admin, with the same rules and audit entry.
   */
  async restoreByEmail(
    adminEmail: string,
    memberEmail: string,
    action: (typeof RESTORING_ACTIONS)[number],
    note: string,
  ): Promise<AuditEntry> {
    const { repository } = this.deps;
    const [adminId, memberId] = await Promise.all([
      repository.memberIdOf(normalizeEmail(adminEmail)),
      repository.memberIdOf(normalizeEmail(memberEmail)),
    ]);
    if (adminId === undefined || memberId === undefined) {
      throw new ApiError(404, MESSAGES.emailNotRegistered);
    }
    const admin = await this.admit(adminId, 'act');
    return this.takeAction(admin, { member_id: memberId, action, note });
  }

  /** Counts the call, then refuses anyone without the moderator or admin role (403). */
  private async admit(memberId: number, kind: 'read' | 'act'): Promise<Moderator> {
    await this.deps.limiter.take(`moderation-${kind}:${memberId}`, POLICIES[kind]);
    const role = await this.deps.repository.roleOf(memberId);
    if (role !== 'moderator' && role !== 'admin') throw new ApiError(403, MESSAGES.moderatorsOnly);
    return { id: memberId, role };
  }

  /** A decision on a member's selfie or photo: not one's own, nor a moderator's but by an admin. */
  private async assertMayDecideFor(moderator: Moderator, memberId: number): Promise<void> {
    const role = (await this.deps.repository.roleOf(memberId)) ?? 'member';
    const refusal = rankRefusal(moderator, { id: memberId, role });
    if (refusal) throw refusal;
  }

  private refOf(member: MemberRefRow): ModerationMemberRef {
    return {
      user_id: member.id,
      user_name: member.name,
      user_image: member.main_photo ? this.deps.storage.urlOf(member.main_photo) : '',
    };
  }

  private async loggedEntry(actionId: number): Promise<AuditEntry> {
    const entry = await this.deps.repository.auditEntry(actionId);
    if (!entry) throw new Error(`Audit entry ${actionId} vanished`);
    return this.entryOf(entry);
  }

  private photoOf(photo: CasePhotoRow): ModerationPhoto {
    return {
      photo_id: photo.id,
      url: this.deps.storage.urlOf(photo.image_name),
      main: photo.position === 0,
    };
  }

  private entryOf(row: AuditRow): AuditEntry {
    return {
      id: row.id,
      at: toEpochSeconds(row.created_at),
      moderator: this.refOf(row.moderator),
      member: this.refOf(row.member),
      action: row.action,
      note: row.note,
      days: row.days,
      until: row.until ? toEpochSeconds(row.until) : null,
      photo_id: row.photo_id,
    };
  }
}

/** A moderator's note, trimmed; one of only spaces is refused (400). */
function requiredNote(note: string): string {
  const trimmed = note.trim();
  if (trimmed === '') throw new ApiError(400, MESSAGES.moderationNoteRequired);
  return trimmed;
}

/** The reason a warning, suspension or ban tells the member: required (400). */
function requiredReason(reason: ReportReason | undefined): ReportReason {
  if (reason === undefined) throw new ApiError(400, MESSAGES.moderationReasonRequired);
  return reason;
}

/** Refuses acting on oneself (403), or on a member of the moderator's rank or above. */
function rankRefusal(
  moderator: Moderator,
  member: { id: number; role: MemberRole },
): ApiError | null {
  if (member.id === moderator.id) return new ApiError(403, MESSAGES.cannotModerateYourself);
  if (RANK[member.role] >= RANK[moderator.role]) {
    return new ApiError(403, MESSAGES.cannotModerateStaff);
  }
  return null;
}

/**
 * Why the moderator may not take this action on the member now, or null: the rank rule, then
 * unban and unsuspend, which are an admin's and need a ban or a running suspension to lift.
 */
function refusalOf(
  moderator: Moderator,
  member: StandingColumns & { id: number; role: MemberRole },
  action: ModerationActionKind,
  now: Date,
): ApiError | null {
  const rank = rankRefusal(moderator, member);
  if (rank) return rank;
  if (!isOneOf(RESTORING_ACTIONS, action)) return null;
  if (moderator.role !== 'admin') return new ApiError(403, MESSAGES.adminsOnly);
  const standing = standingOf(member, now);
  if (action === 'unban' && standing !== 'banned') {
    return new ApiError(409, MESSAGES.memberNotBanned);
  }
  if (action === 'unsuspend' && standing !== 'suspended') {
    return new ApiError(409, MESSAGES.memberNotSuspended);
  }
  return null;
}
