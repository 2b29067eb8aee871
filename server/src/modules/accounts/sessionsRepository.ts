import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { inGoodStanding } from '../moderation/memberStanding';

/** Who a valid bearer token belongs to. */
export interface AuthenticatedMember {
  id: number;
  /** The session (one per sign-in) the token opened; logout ends only this one. */
  sessionId: string;
}

/** A live session as found by its token. */
export interface LiveSession extends AuthenticatedMember {
  lastUsedAt: Date;
  createdAt: Date;
}

/** Which sessions are still alive: used since `usedSince`, opened since `openedSince`. */
export interface SessionLifetime {
  usedSince: Date;
  openedSince: Date;
  /** Their member's standing is read at this moment: a suspended or banned member has none. */
  now: Date;
}

/** The SQL of sessions: one row per sign-in, found by the sha-256 of its token. */
export class SessionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(memberId: number, tokenHash: string, createdAt: Date): Promise<string> {
    const { id } = await this.db
      .insertInto('sessions')
      .values({
        member_id: memberId,
        token_hash: tokenHash,
        created_at: createdAt,
        last_used_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** The live session of a token hash, if its member is active and in good standing. */
  async find(tokenHash: string, alive: SessionLifetime): Promise<LiveSession | undefined> {
    return this.db
      .selectFrom('sessions')
      .innerJoin('members', 'members.id', 'sessions.member_id')
      .select([
        'sessions.id as sessionId',
        'sessions.member_id as id',
        'sessions.last_used_at as lastUsedAt',
        'sessions.created_at as createdAt',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.last_used_at', '>', alive.usedSince)
      .where('sessions.created_at', '>', alive.openedSince)
      .where('members.status', '=', 'active')
      .where(inGoodStanding(alive.now, 'members'))
      .executeTakeFirst();
  }

  async touch(sessionId: string, at: Date): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ last_used_at: at })
      .where('id', '=', sessionId)
      .execute();
  }

  /**
   * Deletes the member's sessions that are no longer alive and those beyond the newest `keep`
   * live ones; answers the deleted ids.
   */
  async deleteBeyond(memberId: number, keep: number, alive: SessionLifetime): Promise<string[]> {
    const rows = await this.db
      .deleteFrom('sessions')
      .where('member_id', '=', memberId)
      .where('id', 'not in', (eb) =>
        eb
          .selectFrom('sessions')
          .select('id')
          .where('member_id', '=', memberId)
          .where('last_used_at', '>', alive.usedSince)
          .where('created_at', '>', alive.openedSince)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(keep),
      )
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  async delete(sessionId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', sessionId).execute();
  }

  /** Deletes the member's sessions, but `keep` if given, and answers the deleted ids. */
  async deleteOfMember(memberId: number, keep?: string): Promise<string[]> {
    let query = this.db.deleteFrom('sessions').where('member_id', '=', memberId);
    if (keep !== undefined) query = query.where('id', '!=', keep);
    const rows = await query.returning('id').execute();
    return rows.map((row) => row.id);
  }
}
