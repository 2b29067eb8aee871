import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Who a valid bearer token belongs to. */
export interface AuthenticatedMember {
  id: number;
  /** The session (one per sign-in) the token opened; logout ends only this one. */
  sessionId: string;
}

/** The SQL of sessions: one row per sign-in, found by the sha-256 of its token. */
export class SessionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(memberId: number, tokenHash: string, createdAt: Date): Promise<string> {
    const { id } = await this.db
      .insertInto('sessions')
      .values({ member_id: memberId, token_hash: tokenHash, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** The session of a token hash, if its member is active. */
  async find(tokenHash: string): Promise<AuthenticatedMember | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('members', 'members.id', 'sessions.member_id')
      .select(['sessions.id as sessionId', 'sessions.member_id as id'])
      .where('sessions.token_hash', '=', tokenHash)
      .where('members.status', '=', 'active')
      .executeTakeFirst();
    return row;
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
