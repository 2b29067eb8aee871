import { MESSAGES } from '@dating/contract/rules';
import fp from 'fastify-plugin';
import { ApiError } from '../../http/apiError';
import type { Unlisten } from '../../db/openDatabase';
import type { SocketServer } from '../../plugins/socketPlugin';
import type { Realtime } from '../../realtime/realtime';
import { listenForEndedSessions, sessionEndAnnouncer } from './sessionEndNotices';
import { memberRoom, Sessions, sessionRoom, type SessionsEnded } from './sessions';
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

/**
 * The socket.io side of ending sessions on this process: every socket is in its member's and
 * session's rooms. A notice goes out first: on each socket, it arrives before the close.
 */
function disconnectEnded(
  io: Pick<SocketServer, 'local'>,
  realtime: Realtime,
  ended: SessionsEnded,
): void {
  if ('memberId' in ended) {
    if (ended.notice) {
      realtime.here.toMember(ended.memberId, 'accountstanding', { message: ended.notice });
    }
    io.local.in(memberRoom(ended.memberId)).disconnectSockets(true);
  } else if (ended.sessionIds.length > 0) {
    io.local.in(ended.sessionIds.map(sessionRoom)).disconnectSockets(true);
  }
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
    const announce = sessionEndAnnouncer(app.db);
    // Ended here: this process's sockets go at once, the other processes' when they hear it.
    const sessions = new Sessions(
      new SessionsRepository(app.db),
      async (ended) => {
        disconnectEnded(app.io, app.realtime, ended);
        await announce(ended);
      },
      now,
    );
    let unlisten: Unlisten | undefined;
    // Sessions any process ends (another server, the admin CLI) are announced on the database;
    // each process forgets them and ends its own sockets of them.
    app.addHook('onReady', async () => {
      unlisten = await listenForEndedSessions(app.listenDatabase, app.db, (ended) => {
        sessions.forget(ended);
        disconnectEnded(app.io, app.realtime, ended);
      });
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
