import { createHash, randomBytes } from 'node:crypto';
import { DAY_MS, HOUR_MS } from '../../limits/rateLimiter';
import type {
  AuthenticatedMember,
  SessionLifetime,
  SessionsRepository,
} from './sessionsRepository';

/**
 * Ends open sockets when their session ends (logout, new password, deactivation, deletion): at
 * once on the server, through a database notice from a process without sockets (the admin CLI).
 */
export interface SocketDisconnector {
  disconnectMember(memberId: number): void | Promise<void>;
  disconnectSessions(sessionIds: readonly string[]): void | Promise<void>;
}

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
 * unused or old, and a member holds at most 20.
 */
export class Sessions {
  constructor(
    private readonly repository: SessionsRepository,
    private readonly sockets: SocketDisconnector,
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
    await this.sockets.disconnectSessions(ended);
    return token;
  }

  /** The member of a live token; an expired one is like any unknown token. */
  async authenticate(token: string): Promise<AuthenticatedMember | null> {
    if (token === '') return null;
    const now = this.now();
    const session = await this.repository.find(hashToken(token), this.lifetime(now));
    if (!session) return null;
    if (now.getTime() - session.lastUsedAt.getTime() >= RENEW_EVERY_MS) {
      await this.repository.touch(session.sessionId, now);
    }
    return { id: session.id, sessionId: session.sessionId };
  }

  /** Logout: ends this session only. */
  async close(session: AuthenticatedMember): Promise<void> {
    await this.repository.delete(session.sessionId);
    await this.sockets.disconnectSessions([session.sessionId]);
  }

  /** Ends every session of the member, or every one but `keep` (a password change). */
  async closeAllOf(memberId: number, keep?: AuthenticatedMember): Promise<void> {
    const ended = await this.repository.deleteOfMember(memberId, keep?.sessionId);
    if (keep) await this.sockets.disconnectSessions(ended);
    else await this.sockets.disconnectMember(memberId);
  }

  private lifetime(now: Date): SessionLifetime {
    return {
      usedSince: new Date(now.getTime() - SESSION_IDLE_MS),
      openedSince: new Date(now.getTime() - SESSION_LIFETIME_MS),
    };
  }
}
