import type {
  NotificationCounts,
  ProfileFieldValues,
  RequiredProfileFieldName,
} from '@dating/contract/schemas';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DatabaseLanes } from '../../db/databaseLanes';
import { pointAt } from '../../db/pointAt';
import { reusableQuery } from '../../db/reusableQuery';
import { inGoodStanding, type StandingColumns } from '../moderation/memberStanding';
import type { Database, MemberStatus } from '../../db/schema';
import { blockedEitherWay } from '../blocks/blocks';
import { listedTo } from '../discovery/memberVisibility';
import { PhotosRepository } from '../photos/photosRepository';

/** A new member: their account, place and filter, and the profile fields sign-up asks. */
export interface NewMember extends Pick<ProfileFieldValues, RequiredProfileFieldName> {
  email: string;
  password_hash: string;
  name: string;
  birth_date: string;
  location: string;
  longitude: number;
  latitude: number;
  interests: string[];
  purposes: number[];
  filter_age_max: number;
  filter_distance: number;
  language: string;
  /** The social identity a vouched sign-up came with; null for a password sign-up. */
  facebook_id?: string | null;
  created_at: Date;
}

/** What signing in needs to know about a member. */
export interface SignInRecord extends StandingColumns {
  id: number;
  password_hash: string;
  status: MemberStatus;
  /** What a new password must not contain. */
  email: string;
  name: string;
}

const SIGN_IN_COLUMNS = [
  'id',
  'password_hash',
  'status',
  'email',
  'name',
  'banned_at',
  'suspended_until',
  'standing_reason',
] as const;

export interface MemberListing {
  id: number;
  email: string;
  name: string;
  status: MemberStatus;
  created_at: Date;
}

/** PostgreSQL's unique_violation: the e-mail was taken between the check and the insert. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
}

/** The SQL of members: sign-up, sign-in, status and deletion. */
export class AccountsRepository {
  private readonly db: Kysely<Database>;

  constructor(private readonly database: DatabaseLanes) {
    this.db = database.ordinary;
  }

  async emailTaken(email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('members')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Inserts the member and makes the sign-up upload their main photo, both or neither. Answers
   * the new id, or null when the upload is not a pending sign-up upload; throws EmailTakenError.
   */
  async createMember(member: NewMember, imageName: string): Promise<number | null> {
    const { longitude, latitude, ...columns } = member;
    try {
      return await this.db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('members')
          .values({ ...columns, coordinates: pointAt(longitude, latitude) })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (!(await new PhotosRepository(trx).claimSignupUpload(imageName, id))) {
          throw new UnclaimablePhotoError();
        }
        return id;
      });
    } catch (error) {
      if (error instanceof UnclaimablePhotoError) return null;
      if (isUniqueViolation(error)) throw new EmailTakenError(member.email);
      throw error;
    }
  }

  findSignInByEmail(email: string): Promise<SignInRecord | undefined> {
    return this.db
      .selectFrom('members')
      .select(SIGN_IN_COLUMNS)
      .where('email', '=', email)
      .executeTakeFirst();
  }

  findSignInById(id: number): Promise<SignInRecord | undefined> {
    return this.db
      .selectFrom('members')
      .select(SIGN_IN_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findSignInByFacebookId(facebookId: string): Promise<SignInRecord | undefined> {
    return this.db
      .selectFrom('members')
      .select(SIGN_IN_COLUMNS)
      .where('facebook_id', '=', facebookId)
      .executeTakeFirst();
  }

  async linkFacebook(memberId: number, facebookId: string): Promise<void> {
    await this.db
      .updateTable('members')
      .set({ facebook_id: facebookId })
      .where('id', '=', memberId)
      .execute();
  }

  /** A sign-in: the member is active again, with the language and push token they sent. */
  async recordSignIn(
    memberId: number,
    changes: { language?: string; fcmToken?: string },
  ): Promise<void> {
    await this.db
      .updateTable('members')
      .set({
        status: 'active',
        ...(changes.language !== undefined && { language: changes.language }),
        ...(changes.fcmToken !== undefined && { fcm_token: changes.fcmToken }),
      })
      .where('id', '=', memberId)
      .execute();
  }

  async setPasswordHash(memberId: number, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('members')
      .set({ password_hash: passwordHash })
      .where('id', '=', memberId)
      .execute();
  }

  async deactivate(memberId: number): Promise<void> {
    await this.db
      .updateTable('members')
      .set({ status: 'deactivated', online: false })
      .where('id', '=', memberId)
      .execute();
  }

  async setOnline(memberId: number, online: boolean, at: Date): Promise<void> {
    await this.db
      .updateTable('members')
      .set({ online, last_seen: at })
      .where('id', '=', memberId)
      .execute();
  }

  async interestsOf(memberId: number): Promise<string[]> {
    const row = await this.db
      .selectFrom('members')
      .select('interests')
      .where('id', '=', memberId)
      .executeTakeFirst();
    return row?.interests ?? [];
  }

  /**
   * The sidebar's counts (webgetcounts). The single place they are counted: the chat module
   * adds unread messages, the discovery module visitors, super likes and likes received, each
   * as a subquery here, once their tables exist. Until then every count is a real zero.
   */
  async notificationCounts(memberId: number, now: Date): Promise<NotificationCounts> {
    const [row] = await sidebarCounts(this.database.shortReads, '', memberId, now);
    if (!row) throw new Error(`No member ${memberId} to count for`);
    return row;
  }

  /** Deletes the member; their sessions, photo rows and everything else of theirs cascade. */
  async deleteMember(memberId: number): Promise<void> {
    await this.db.deleteFrom('members').where('id', '=', memberId).execute();
  }

  listMembers(): Promise<MemberListing[]> {
    return this.db
      .selectFrom('members')
      .select(['id', 'email', 'name', 'status', 'created_at'])
      .orderBy('id')
      .execute();
  }
}

/** webgetcounts' four counts in one statement (AccountsRepository.notificationCounts). */
const sidebarCounts = reusableQuery((db, _shape: '', memberId: number, now: Date) =>
  db
    .selectFrom('members')
    .select([
      // Unread messages of the chats the chat list shows (with a match or a deleted member, no
      // block, the other not suspended or banned).
      sql<number>`(select count(*)::int from chat_messages m
        join chats c on c.id = m.chat_id
        left join chat_member_states s on s.chat_id = c.id and s.member_id = members.id
        where members.id in (c.member_low, c.member_high)
          and m.sender_id is distinct from members.id and not m.hidden
          and m.id > greatest(coalesce(s.read_up_to, 0), coalesce(s.cleared_up_to, 0))
          and (c.member_low is null or c.member_high is null or (exists (select 1 from matches x
            where x.member_low = c.member_low and x.member_high = c.member_high)
            and not ${blockedEitherWay(sql.ref<number>('c.member_low'), sql.ref<number>('c.member_high'))}
            and exists (select 1 from members o where o.id = m.sender_id
              and ${inGoodStanding(now, 'o')}))))`.as('message'),
      // What the visitors and likes lists would show that came after they were last read.
      sql<number>`(select count(*)::int from visits v join members o on o.id = v.visitor_id
        where v.visited_id = members.id and o.status = 'active' and not o.invisible
          and ${listedTo(sql.ref<number>('members.id'), now, 'o')}
          and v.visited_at > coalesce(d.visitors_seen_at, '-infinity')
          and ${noBlockWithOther})`.as('visitors'),
      receivedSwipes('superlike', sql.ref('d.superlikes_seen_at'), now).as('superlike_request'),
      receivedSwipes('like', sql.ref('d.likes_seen_at'), now).as('like_request'),
    ])
    .leftJoin('discovery_marks as d', 'd.member_id', 'members.id')
    .where('id', '=', memberId),
);

/** Likes or super likes received after `seenAt` and not answered, from active members. */
function receivedSwipes(kind: 'like' | 'superlike', seenAt: RawBuilder<unknown>, now: Date) {
  return sql<number>`(select count(*)::int from swipes s join members o on o.id = s.swiper_id
    where s.target_id = members.id and s.kind = ${kind} and o.status = 'active'
      and ${listedTo(sql.ref<number>('members.id'), now, 'o')}
      and s.created_at > coalesce(${seenAt}, '-infinity')
      and not exists (select 1 from swipes back where back.swiper_id = members.id and back.target_id = o.id)
      and ${noBlockWithOther})`;
}

/** No block either way between the counted member (`members`) and the one counted (`o`). */
const noBlockWithOther = sql<SqlBool>`not ${blockedEitherWay(sql.ref<number>('members.id'), sql.ref<number>('o.id'))}`;

class UnclaimablePhotoError extends Error {
  override name = 'UnclaimablePhotoError';
}
