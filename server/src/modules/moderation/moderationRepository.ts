import type { AuditActionKind, ReportReason } from '@dating/contract/schemas';
import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  Database,
  HeldPhotoEvidence,
  MemberRole,
  ModerationActionsTable,
} from '../../db/schema';
import type { StandingColumns } from './memberStanding';
import { PROFILE_FIELD_COLUMNS, type ProfileFieldRow } from '../profile/profileFieldColumns';

/** A member named in a list: id, name and main photo's storage name ('' and null once gone). */
export interface MemberRefRow {
  id: number;
  name: string;
  main_photo: string | null;
}

export interface QueueRow extends StandingColumns {
  member: MemberRefRow;
  open_reports: number;
  reasons: ReportReason[];
  oldest_at: Date;
}

export interface CaseMemberRow extends StandingColumns, ProfileFieldRow {
  id: number;
  role: MemberRole;
  name: string;
  email: string;
  birth_date: string;
  location: string;
  created_at: Date;
  language: string;
  restricted_at: Date | null;
}

export interface CasePhotoRow {
  id: number;
  image_name: string;
  position: number;
}

export interface ReportRow {
  id: number;
  /** Null for a report of the scam check. */
  reporter: MemberRefRow | null;
  reason: ReportReason;
  details: string;
  created_at: Date;
  closed_at: Date | null;
  message_ids: string[];
}

export interface AttachedMessageRow {
  id: string;
  sender_id: number | null;
  text: string;
  image_name: string | null;
  created_at: Date;
  unsent_at: Date | null;
}

export type AuditRow = Selectable<ModerationActionsTable> & {
  moderator: MemberRefRow;
  member: MemberRefRow;
};

export type NewAuditEntry = Omit<Selectable<ModerationActionsTable>, 'id'>;

/** A member's standing as a moderator's action leaves it: banned, suspended, or lifted. */
export type StandingChange =
  | { banned_at: Date; suspended_until: null; standing_reason: ReportReason }
  | { banned_at: null; suspended_until: Date; standing_reason: ReportReason }
  | { banned_at: null; suspended_until: null; standing_reason: null };

export interface PendingVerificationRow {
  member: MemberRefRow;
  pose: string;
  similarity: number | null;
  selfie_name: string;
  review_reason: string;
  updated_at: Date;
}

export interface UncertainPhotoRow {
  member: MemberRefRow;
  photo: CasePhotoRow;
  explicit_score: number | null;
  created_at: Date;
  held_reason: string | null;
  image_text: string | null;
  qr_payloads: string[] | null;
  held_evidence: HeldPhotoEvidence | null;
}

/** Another member's photo named in a held photo's evidence. */
export interface MatchedPhotoRow {
  member: MemberRefRow;
  photo: CasePhotoRow;
}

export interface AuditSearch {
  member: string;
  moderator: string;
  limit: number;
  offset: number;
}

/**
 * A photo (`photos as p`) waiting for a moderator: the detector was unsure of it, or the
 * screening held it.
 */
const waitingPhoto = sql<boolean>`(p.explicit_verdict = 'uncertain' or p.held_reason is not null)`;

const mainPhotoOf = (alias: string) =>
  sql<
    string | null
  >`(SELECT p.image_name FROM photos p WHERE p.member_id = ${sql.ref(`${alias}.id`)} AND p.position = 0 LIMIT 1)`;

/** Matches a member by id (`idColumn`) when the term is digits alone, else by a part of their name or e-mail. */
function matchesMember(idColumn: string, alias: string, term: string) {
  // Digits alone are an id: matching them inside e-mails too would bury that member among
  // everyone whose address holds the same digits.
  if (/^\d{1,9}$/.test(term)) return sql<boolean>`${sql.ref(idColumn)} = ${Number(term)}`;
  const like = `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql<boolean>`(${sql.ref(`${alias}.name`)} ILIKE ${like} OR ${sql.ref(`${alias}.email`)} ILIKE ${like})`;
}

/** The SQL of the moderators' calls: the queue, a member's case, actions and the audit log. */
export class ModerationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (repository: ModerationRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new ModerationRepository(trx)));
  }

  async roleOf(memberId: number): Promise<MemberRole | undefined> {
    const row = await this.db
      .selectFrom('members')
      .select('role')
      .where('id', '=', memberId)
      .executeTakeFirst();
    return row?.role;
  }

  /** Sets the role of the member with this e-mail; answers false when there is none. */
  async setRole(email: string, role: MemberRole): Promise<boolean> {
    const updated = await this.db
      .updateTable('members')
      .set({ role })
      .where('email', '=', email)
      .returning('id')
      .executeTakeFirst();
    return updated !== undefined;
  }

  /** Moderators and admins. */
  moderators(): Promise<{ id: number; email: string; name: string; role: MemberRole }[]> {
    return this.db
      .selectFrom('members')
      .select(['id', 'email', 'name', 'role'])
      .where('role', 'in', ['moderator', 'admin'])
      .orderBy('email')
      .execute();
  }

  async memberIdOf(email: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('members')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    return row?.id;
  }

  /** Members with open reports: the most reported first, then the longest waiting. */
  async queue(limit: number, offset: number): Promise<{ rows: QueueRow[]; total: number }> {
    const rows = await this.db
      .selectFrom('reports as r')
      .innerJoin('members as m', 'm.id', 'r.reported_id')
      .select([
        'm.id',
        'm.name',
        mainPhotoOf('m').as('main_photo'),
        'm.banned_at',
        'm.suspended_until',
        'm.standing_reason',
        sql<number>`count(*)::int`.as('open_reports'),
        sql<ReportReason[]>`array_agg(DISTINCT r.reason ORDER BY r.reason)`.as('reasons'),
        sql<Date>`min(r.created_at)`.as('oldest_at'),
      ])
      .where('r.closed_at', 'is', null)
      .groupBy('m.id')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy(sql`min(r.created_at)`)
      .orderBy('m.id')
      .limit(limit)
      .offset(offset)
      .execute();
    const { total } = await this.db
      .selectFrom('reports')
      .select(sql<number>`count(DISTINCT reported_id)::int`.as('total'))
      .where('closed_at', 'is', null)
      .executeTakeFirstOrThrow();
    return {
      rows: rows.map((row) => ({
        member: { id: row.id, name: row.name, main_photo: row.main_photo },
        banned_at: row.banned_at,
        suspended_until: row.suspended_until,
        standing_reason: row.standing_reason,
        open_reports: row.open_reports,
        reasons: row.reasons,
        oldest_at: row.oldest_at,
      })),
      total,
    };
  }

  caseMember(memberId: number): Promise<CaseMemberRow | undefined> {
    return this.db
      .selectFrom('members')
      .select([
        'id',
        'role',
        'name',
        'email',
        sql<string>`birth_date::text`.as('birth_date'),
        ...PROFILE_FIELD_COLUMNS,
        'location',
        'created_at',
        'language',
        'banned_at',
        'suspended_until',
        'standing_reason',
        'restricted_at',
      ])
      .where('id', '=', memberId)
      .executeTakeFirst();
  }

  photos(memberId: number): Promise<CasePhotoRow[]> {
    return this.db
      .selectFrom('photos')
      .select(['id', 'image_name', sql<number>`position`.as('position')])
      .where('member_id', '=', memberId)
      .where('position', 'is not', null)
      .orderBy('position')
      .execute();
  }

  /** Each member's profile photos, main first. */
  async photosOfMembers(memberIds: readonly number[]): Promise<Map<number, CasePhotoRow[]>> {
    const byMember = new Map<number, CasePhotoRow[]>(memberIds.map((id) => [id, []]));
    if (memberIds.length === 0) return byMember;
    const rows = await this.db
      .selectFrom('photos')
      .select(['id', 'member_id', 'image_name', sql<number>`position`.as('position')])
      .where('member_id', 'in', memberIds)
      .where('position', 'is not', null)
      .orderBy('member_id')
      .orderBy('position')
      .execute();
    for (const { member_id, ...photo } of rows) {
      if (member_id !== null) byMember.get(member_id)?.push(photo);
    }
    return byMember;
  }

  /** Selfies waiting for a moderator, the longest waiting first. */
  async pendingVerifications(
    limit: number,
    offset: number,
  ): Promise<{ rows: PendingVerificationRow[]; total: number }> {
    const pending = this.db
      .selectFrom('member_verifications as v')
      .innerJoin('members as m', 'm.id', 'v.member_id')
      .where('v.state', '=', 'pending_review')
      .where('v.selfie_name', 'is not', null);
    const rows = await pending
      .select([
        'm.id',
        'm.name',
        mainPhotoOf('m').as('main_photo'),
        'v.pose',
        'v.similarity',
        'v.selfie_name',
        'v.review_reason',
        'v.updated_at',
      ])
      .orderBy('v.updated_at')
      .orderBy('m.id')
      .limit(limit)
      .offset(offset)
      .execute();
    const { total } = await pending
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    return {
      rows: rows.map((row) => ({
        member: { id: row.id, name: row.name, main_photo: row.main_photo },
        pose: row.pose ?? '',
        similarity: row.similarity,
        selfie_name: row.selfie_name ?? '',
        review_reason: row.review_reason,
        updated_at: row.updated_at,
      })),
      total,
    };
  }

  /** Profile photos the detector was unsure of or the screening held, the oldest first. */
  async uncertainPhotos(
    limit: number,
    offset: number,
  ): Promise<{ rows: UncertainPhotoRow[]; total: number }> {
    const uncertain = this.db
      .selectFrom('photos as p')
      .innerJoin('members as m', 'm.id', 'p.member_id')
      .where(waitingPhoto)
      .where('p.position', 'is not', null);
    const rows = await uncertain
      .select([
        'm.id as member_id',
        'm.name',
        mainPhotoOf('m').as('main_photo'),
        'p.id',
        'p.image_name',
        sql<number>`p.position`.as('position'),
        'p.explicit_score',
        'p.created_at',
        'p.held_reason',
        'p.image_text',
        'p.qr_payloads',
        'p.held_evidence',
      ])
      .orderBy('p.created_at')
      .orderBy('p.id')
      .limit(limit)
      .offset(offset)
      .execute();
    const { total } = await uncertain
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    return {
      rows: rows.map((row) => ({
        member: { id: row.member_id, name: row.name, main_photo: row.main_photo },
        photo: { id: row.id, image_name: row.image_name, position: row.position },
        explicit_score: row.explicit_score,
        created_at: row.created_at,
        held_reason: row.held_reason,
        image_text: row.image_text,
        qr_payloads: row.qr_payloads,
        held_evidence: row.held_evidence,
      })),
      total,
    };
  }

  /** The photos (and their members) that held photos' evidence names, by photo id. */
  async matchedPhotos(photoIds: readonly number[]): Promise<Map<number, MatchedPhotoRow>> {
    if (photoIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('photos as p')
      .innerJoin('members as m', 'm.id', 'p.member_id')
      .select([
        'm.id as member_id',
        'm.name',
        mainPhotoOf('m').as('main_photo'),
        'p.id',
        'p.image_name',
        sql<number>`coalesce(p.position, -1)`.as('position'),
      ])
      .where('p.id', 'in', [...new Set(photoIds)])
      .execute();
    return new Map(
      rows.map((row) => [
        row.id,
        {
          member: { id: row.member_id, name: row.name, main_photo: row.main_photo },
          photo: { id: row.id, image_name: row.image_name, position: row.position },
        },
      ]),
    );
  }

  /** The photo's member, while it waits for a decision (in a profile, uncertain or held). */
  async uncertainPhotoOwner(photoId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('photos as p')
      .select('p.member_id')
      .where('p.id', '=', photoId)
      .where(waitingPhoto)
      .where('p.position', 'is not', null)
      .executeTakeFirst();
    return row?.member_id ?? undefined;
  }

  /** A moderator kept the photo: it no longer waits (its evidence stays, for the record). */
  async markPhotoSafe(photoId: number): Promise<void> {
    await this.db
      .updateTable('photos')
      .set({ explicit_verdict: 'safe', held_reason: null })
      .where('id', '=', photoId)
      .execute();
  }

  /** Reports about the member: open ones first, each part newest first. */
  async reportsAbout(memberId: number): Promise<ReportRow[]> {
    const rows = await this.db
      .selectFrom('reports as r')
      .leftJoin('members as m', 'm.id', 'r.reporter_id')
      .select([
        'r.id',
        'r.reason',
        'r.details',
        'r.created_at',
        'r.closed_at',
        'r.message_ids',
        'm.id as reporter_id',
        'm.name as reporter_name',
        mainPhotoOf('m').as('reporter_photo'),
      ])
      .where('r.reported_id', '=', memberId)
      .orderBy(sql`r.closed_at IS NULL`, 'desc')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      reporter:
        row.reporter_id === null
          ? null
          : {
              id: row.reporter_id,
              name: row.reporter_name ?? '',
              main_photo: row.reporter_photo,
            },
      reason: row.reason,
      details: row.details,
      created_at: row.created_at,
      closed_at: row.closed_at,
      message_ids: row.message_ids,
    }));
  }

  messages(ids: readonly string[]): Promise<AttachedMessageRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('chat_messages')
      .select(['id', 'sender_id', 'text', 'image_name', 'created_at', 'unsent_at'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
  }

  /** The most frequent reason of the member's open reports (the earliest on a tie). */
  async commonOpenReason(memberId: number): Promise<ReportReason | undefined> {
    const row = await this.db
      .selectFrom('reports')
      .select('reason')
      .where('reported_id', '=', memberId)
      .where('closed_at', 'is', null)
      .groupBy('reason')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy(sql`min(created_at)`)
      .executeTakeFirst();
    return row?.reason;
  }

  async insertAction(entry: NewAuditEntry): Promise<number> {
    const { id } = await this.db
      .insertInto('moderation_actions')
      .values(entry)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Reviewed: the reports close, and with them the restriction they made (shadowRestriction.ts). */
  async closeOpenReports(memberId: number, actionId: number, at: Date): Promise<void> {
    await this.db
      .updateTable('reports')
      .set({ closed_at: at, closed_by: actionId })
      .where('reported_id', '=', memberId)
      .where('closed_at', 'is', null)
      .execute();
    await this.db
      .updateTable('members')
      .set({ restricted_at: null })
      .where('id', '=', memberId)
      .where('restricted_at', 'is not', null)
      .execute();
  }

  async setStanding(memberId: number, change: StandingChange): Promise<void> {
    await this.db.updateTable('members').set(change).where('id', '=', memberId).execute();
  }

  auditEntry(id: number): Promise<AuditRow | undefined> {
    return this.auditQuery().where('a.id', '=', id).executeTakeFirst().then(toAuditRow);
  }

  async actionsOn(memberId: number): Promise<AuditRow[]> {
    const rows = await this.auditQuery()
      .where('a.member_id', '=', memberId)
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .execute();
    return rows.map((row) => toAuditRow(row) as AuditRow);
  }

  /** The log, newest first, narrowed by member and moderator (an id, a name or e-mail part). */
  async audit(search: AuditSearch): Promise<{ rows: AuditRow[]; total: number }> {
    const narrowed = this.auditQuery()
      .$if(search.member !== '', (qb) =>
        qb.where(matchesMember('a.member_id', 'mem', search.member)),
      )
      .$if(search.moderator !== '', (qb) =>
        qb.where(matchesMember('a.moderator_id', 'mod', search.moderator)),
      );
    const rows = await narrowed
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(search.limit)
      .offset(search.offset)
      .execute();
    const { total } = await narrowed
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    return { rows: rows.map((row) => toAuditRow(row) as AuditRow), total };
  }

  /** The member's photo in their profile, or undefined. */
  photoOf(memberId: number, photoId: number): Promise<CasePhotoRow | undefined> {
    return this.db
      .selectFrom('photos')
      .select(['id', 'image_name', sql<number>`position`.as('position')])
      .where('id', '=', photoId)
      .where('member_id', '=', memberId)
      .where('position', 'is not', null)
      .executeTakeFirst();
  }

  private auditQuery() {
    // Left joins: the log outlives the accounts it names.
    return this.db
      .selectFrom('moderation_actions as a')
      .leftJoin('members as mod', 'mod.id', 'a.moderator_id')
      .leftJoin('members as mem', 'mem.id', 'a.member_id')
      .select([
        'a.id',
        'a.moderator_id',
        'a.member_id',
        'a.action',
        'a.note',
        'a.reason',
        'a.days',
        'a.until',
        'a.photo_id',
        'a.created_at',
        'mod.name as moderator_name',
        mainPhotoOf('mod').as('moderator_photo'),
        'mem.name as member_name',
        mainPhotoOf('mem').as('member_photo'),
      ]);
  }
}

interface AuditQueryRow extends Selectable<ModerationActionsTable> {
  action: AuditActionKind;
  moderator_name: string | null;
  moderator_photo: string | null;
  member_name: string | null;
  member_photo: string | null;
}

function toAuditRow(row: AuditQueryRow | undefined): AuditRow | undefined {
  if (!row) return undefined;
  const { moderator_name, moderator_photo, member_name, member_photo, ...entry } = row;
  return {
    ...entry,
    moderator: { id: row.moderator_id, name: moderator_name ?? '', main_photo: moderator_photo },
    member: { id: row.member_id, name: member_name ?? '', main_photo: member_photo },
  };
}
