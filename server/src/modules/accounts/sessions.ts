import { createHash, randomBytes } from 'node:crypto';
import type { AuthenticatedMember, SessionsRepository } from './sessionsRepository';

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

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Bearer tokens: a new random one at each sign-in, stored only as its sha-256, ended at logout,
 * password change or reset, deactivation and deletion, with the sockets it opened.
 */
export class Sessions {
  constructor(
    private readonly repository: SessionsRepository,
    private readonly sockets: SocketDisconnector,
    private readonly now: () => Date,
  ) {}

  /** Opens a session and answers its token (the only time the token exists in clear). */
  async open(memberId: number): Promise<string> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    await this.repository.insert(memberId, hashToken(token), this.now());
    return token;
  }

  async authenticate(token: string): Promise<AuthenticatedMember | null> {
    if (token === '') return null;
    return (await this.repository.find(hashToken(token))) ?? null;
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
}
