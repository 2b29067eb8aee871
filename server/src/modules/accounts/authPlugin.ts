import { MESSAGES } from '@dating/shared/rules';
import fp from 'fastify-plugin';
import { ApiError } from '../../http/apiError';
import type { Unlisten } from '../../db/openDatabase';
import { listenForEndedSessions } from './sessionEndNotices';
import { memberRoom, Sessions, sessionRoom, type SocketDisconnector } from './sessions';
import { SessionsRepository, type AuthenticatedMember } from './sessionsRepository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member of the bearer token, or null (no token, or one that is no longer valid). */
    member: AuthenticatedMember | null;
  }
  interface FastifyContextConfig {
    /** A call a signed-out visitor needs. Every other /api/ call requires a bearer token. */
    public?: boolean;
  }
  interface FastifyInstance {
    sessions: Sessions;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** What ends sockets by room: the socket.io server, or `io.local` for this process alone. */
interface SocketRooms {
  in(rooms: string | string[]): { disconnectSockets(close: boolean): void };
}

/** The socket.io side of ending sessions: every socket is in its member's and session's rooms. */
export function socketDisconnector(io: SocketRooms): SocketDisconnector {
  return {
    disconnectMember: (memberId) => io.in(memberRoom(memberId)).disconnectSockets(true),
    disconnectSessions: (sessionIds) => {
      if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
  };
}

export interface AuthPluginOptions {
  now: () => Date;
}

/**
 * Who is calling, for every request and socket: `request.member` from `Authorization: Bearer
 * <token>`. An /api/ route is private unless it says `config: { public: true }`, so a new route
 * is never open by mistake. Sockets authenticate with `auth: { token }` in the handshake and
 * join the rooms `member:<id>` and `session:<id>`, through which ended sessions disconnect them.
 */
export const authPlugin = fp<AuthPluginOptions>(
  (app, { now }, done) => {
    const sessions = new Sessions(new SessionsRepository(app.db), socketDisconnector(app.io), now);
    let unlisten: Unlisten | undefined;
    // Sessions the admin CLI ends are announced on the database; each process ends its own
    // sockets of them (io.local: every process hears the notice itself).
    app.addHook('onReady', async () => {
      unlisten = await listenForEndedSessions(
        app.listenDatabase,
        socketDisconnector(app.io.local),
        (error) => app.log.error({ err: error }, 'ending the sockets of ended sessions'),
      );
    });
    app.addHook('onClose', async () => {
      await unlisten?.();
    });
    app.decorate('sessions', sessions);
    app.decorateRequest('member', null);

    app.addHook('onRequest', async (request) => {
      const match = BEARER.exec(request.headers.authorization ?? '');
      request.member = match?.[1] ? await sessions.authenticate(match[1]) : null;
      const route = request.routeOptions;
      const isApiCall = route.url?.startsWith('/api/') ?? false;
      if (isApiCall && !route.config.public && !request.member) {
        throw new ApiError(401, MESSAGES.signInRequired);
      }
    });

    app.io.use((socket, next) => {
      const auth: unknown = socket.handshake.auth;
      const token =
        typeof auth === 'object' &&
        auth !== null &&
        'token' in auth &&
        typeof auth.token === 'string'
          ? auth.token
          : '';
      sessions.authenticate(token).then(
        (member) => {
          if (!member) {
            next(new Error(MESSAGES.signInRequired));
            return;
          }
          socket.data.memberId = member.id;
          socket.data.sessionId = member.sessionId;
          void socket.join([memberRoom(member.id), sessionRoom(member.sessionId)]);
          next();
        },
        (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
      );
    });
    done();
  },
  { name: 'auth', dependencies: ['database', 'socket.io'] },
);
