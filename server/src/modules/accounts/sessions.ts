import { createHash, randomBytes } from 'node:crypto';
import { DAY_MS, HOUR_MS } from '../../limits/rateLimiter';
import { SessionCache } from './sessionCache';
import type {
  AuthenticatedMember,
  SessionLifetime,
  SessionsRepository,
} from './sessionsRepository';

/**
 * What ended: every session of a member (with, for a suspension or ban, what their pages are told
 * before their sockets close), or some sessions.
 */
export type SessionsEnded =
  { memberId: number; notice?: string } | { sessionIds: readonly string[] };

/**
 * Told of the sessions that end (logout, new password, reset, deactivation, deletion, the limit
 * per member), to let go of what they hold: on a server its sockets, and the other processes
 * through a database notice; from the admin CLI, the running servers through that notice.
 */
export type SessionsEndedListener = (ended: SessionsEnded) => void | Promise<void>;

/** The socket.io rooms every authenticated socket joins (see authPlugin). */
export const memberRoom = (memberId: number) => `member:${memberId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

// 256 random bits, far above the 128 a token needs to be unguessable.
const TOKEN_BYTES = 32;

/** A session ends after 30 days unused, and 180 days after sign-in however much it is used. */
const SESSION_IDLE_MS = 30 * DAY_MS;
const SESSION_LIFETIME_MS = 180 * DAY_MS;
/** Its last use is written at most this often: not one write per call. */
const RENEW_EVERY_MS = HOUR_MS;
/**
 * How long a token's member is taken from memory. Ended sessions are forgotten at once, in other
 * processes too (their notice); this bounds one whose notice was lost with the LISTEN connection.
 */
const CACHE_TTL_MS = 5000;
/** Live sessions per member; a new sign-in beyond it ends the oldest. */
const SESSIONS_PER_MEMBER = 20;

/** A new secret token (session, device cookie): 43 characters of base64url. */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What is stored of a token: its sha-256, so a copy of the table opens nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Bearer tokens: a new random one at each sign-in, stored only as its sha-256, ended at logout,
 * password change or reset, deactivation and deletion, with the sockets it opened; they expire
 * unused or old, and a member holds at most 20. A token seen lately is answered from memory.
 */
export class Sessions {
  private readonly cache = new SessionCache();

  constructor(
    private readonly repository: SessionsRepository,
    private readonly ended: SessionsEndedListener,
    private readonly now: () => Date,
  ) {}

  /** Opens a session and answers its token (the only time the token exists in clear). */
  async open(memberId: number): Promise<string> {
    const token = newToken();
    const now = this.now();
    await this.repository.insert(memberId, hashToken(token), now);
    const ended = await this.repository.deleteBeyond(
      memberId,
      SESSIONS_PER_MEMBER,
      this.lifetime(now),
    );
    await this.end({ sessionIds: ended });
    return token;
  }

  /** The member of a live token; an expired one is like any unknown token. */
  async authenticate(token: string): Promise<AuthenticatedMember | null> {
    if (token === '') return null;
    const now = this.now();
    const tokenHash = hashToken(token);
    const cached = this.cache.get(tokenHash, now.getTime());
    if (cached) return cached;
    const mark = this.cache.mark();
    const session = await this.repository.find(tokenHash, this.lifetime(now));
    if (!session) return null;
    let lastUsed = session.lastUsedAt.getTime();
    if (now.getTime() - lastUsed >= RENEW_EVERY_MS) {
      await this.repository.touch(session.sessionId, now);
      lastUsed = now.getTime();
    }
    const member = { id: session.id, sessionId: session.sessionId };
    // Never kept in memory past the moment it expires.
    const until = Math.min(
      now.getTime() + CACHE_TTL_MS,
      lastUsed + SESSION_IDLE_MS,
      session.createdAt.getTime() + SESSION_LIFETIME_MS,
    );
    this.cache.keep(tokenHash, member, until, mark);
    return member;
  }

  /** Logout: ends this session only. */
  async close(session: AuthenticatedMember): Promise<void> {
    await this.repository.delete(session.sessionId);
    await this.end({ sessionIds: [session.sessionId] });
  }

  /**
   * Ends every session of the member, or every one but `keep` (a password change); `notice` is
   * what their open pages are told (a suspension's or ban's reason).
   */
  async closeAllOf(
    memberId: number,
    { keep, notice }: { keep?: AuthenticatedMember; notice?: string } = {},
  ): Promise<void> {
    const ended = await this.repository.deleteOfMember(memberId, keep?.sessionId);
    await this.end(keep ? { sessionIds: ended } : { memberId, ...(notice && { notice }) });
  }

  /** Sessions another process ended: this one stops answering their tokens from memory. */
  forget(ended: SessionsEnded): void {
    this.cache.forget(ended);
  }

  private async end(ended: SessionsEnded): Promise<void> {
    if ('sessionIds' in ended && ended.sessionIds.length === 0) return;
    this.cache.forget(ended);
    await this.ended(ended);
  }

  private lifetime(now: Date): SessionLifetime {
    return {
      usedSince: new Date(now.getTime() - SESSION_IDLE_MS),
      openedSince: new Date(now.getTime() - SESSION_LIFETIME_MS),
      now,
    };
  }
}
