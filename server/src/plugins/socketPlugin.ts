import { createAdapter } from '@socket.io/redis-streams-adapter';
import cors from 'cors';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { socketRealtime, type Realtime } from '../realtime/realtime';
import type {
  ClientToServerEvents,
  InterServerEvents,
  ServerToClientEvents,
  SocketData,
} from '../realtime/socketEvents';
import { rawSecurityHeaders } from './securityHeadersPlugin';
import { socketOriginCheck } from './socketOrigins';

export type SocketServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

declare module 'fastify' {
  interface FastifyInstance {
    io: SocketServer;
    /** The one way modules send realtime events (src/realtime/realtime.ts). */
    realtime: Realtime;
  }
}

/** How long a dropped client gets its rooms back and the packets it missed. */
export const RECOVERY_WINDOW_MS = 2 * 60_000;

/**
 * Entries the Redis stream keeps: a process cut off from Redis, or a client recovering its
 * connection, replays from there. Two minutes at the 1,000 messages a second measured on one
 * process (server README, bench:sockets).
 */
const STREAM_ENTRIES = 120_000;

/** Retries forever, quickly at first, then every second or so: a second is all a return waits. */
export function reconnectDelay(retries: number): number {
  return Math.min(50 * 2 ** retries, 1000) + Math.floor(Math.random() * 100);
}

type RedisClient = ReturnType<typeof createClient>;

/**
 * Fits the adapter's Redis client for Redis being away. The adapter awaits its XADD (and the
 * XRANGE of a recovering connection) before it delivers to this process's own sockets or lets a
 * client in; node-redis would hold them until Redis is back. So while Redis is away they fail at
 * once, and the XADD is still queued: node-redis writes it when Redis returns and the other
 * processes read it from the stream then. The commands the adapter fires without waiting
 * (PUBLISH, the recovery session's SET) are logged when they fail, never left unhandled.
 */
function fitForOutages(client: RedisClient, log: FastifyBaseLogger): void {
  const xAdd = client.xAdd.bind(client);
  const xRange = client.xRange.bind(client);
  const publish = client.publish.bind(client);
  const set = client.set.bind(client);
  const away = () => new Error('Redis is away');
  Object.defineProperties(client, {
    xAdd: {
      value: (...args: Parameters<typeof xAdd>) => {
        const stored = xAdd(...args);
        if (client.isReady) return stored;
        stored.catch((error: unknown) => log.warn({ err: error }, 'redis: a relayed event lost'));
        return Promise.reject(away());
      },
    },
    xRange: {
      value: (...args: Parameters<typeof xRange>) =>
        client.isReady ? xRange(...args) : Promise.reject(away()),
    },
    publish: {
      value: (...args: Parameters<typeof publish>) =>
        publish(...args).catch((error: unknown) => {
          log.warn({ err: error }, 'redis: a publish lost');
          return 0;
        }),
    },
    set: {
      value: (...args: Parameters<typeof set>) =>
        set(...args).catch((error: unknown) => {
          log.warn({ err: error }, 'redis: a recovery session lost');
          return null;
        }),
    },
  });
}

/**
 * The streams adapter reads back every entry of the stream, this process's own broadcasts too,
 * and decodes each (a JSON.parse of its whole packet) before it drops its own: each chat
 * message's broadcast was parsed again by the process that sent it. Its own entries are dropped
 * before decoding (`uid`, the adapter's id, is in every entry as written).
 */
function droppingOwnEntries(
  adapterOf: ReturnType<typeof createAdapter>,
): ReturnType<typeof createAdapter> {
  // A function, not an arrow: socket.io calls the adapter's maker with `new`.
  return function adapterDroppingOwnEntries(nsp: unknown) {
    const adapter = adapterOf(nsp);
    const { uid } = adapter as unknown as { uid: string };
    const decodeAndDeliver = adapter.onRawMessage.bind(adapter);
    adapter.onRawMessage = (entry, offset) => {
      if (entry.uid !== uid) decodeAndDeliver(entry, offset);
    };
    return adapter;
  };
}

/**
 * socket.io on the app's own HTTP server, at /socket.io. Modules register their handlers on
 * `app.io` and send through `app.realtime`. With REDIS_URL, the Redis streams adapter lets several processes share rooms, and a
 * process cut off from Redis replays what the others published meanwhile once it is back.
 */
export const socketPlugin = fp(
  async (app) => {
    // Sockets authenticate with a token in the handshake, never with cookies; a browser page of
    // a foreign origin is still refused (socketOriginCheck).
    const io: SocketServer = new Server(app.server, {
      path: '/socket.io',
      allowRequest: socketOriginCheck(app.config),
      // A client back within the window gets its rooms and missed packets. The handshake's
      // middlewares run again: a session ended meanwhile must not come back.
      connectionStateRecovery: {
        maxDisconnectionDuration: RECOVERY_WINDOW_MS,
        skipMiddlewares: false,
      },
    });
    // socket.io answers on the raw server, past Fastify's hooks. engine.io's "headers" events
    // reach only its successful answers; a middleware runs before every answer, refusals too.
    // CORS comes after them: socket.io's own `cors` option would be the first middleware, and
    // it answers a preflight without passing it on.
    io.engine.use(rawSecurityHeaders(app.config));
    io.engine.use(cors({ origin: '*' }));

    const realtime = socketRealtime(io);

    const { redisUrl, redisKeyPrefix } = app.config;
    let redis: RedisClient | undefined;
    if (redisUrl) {
      // The adapter duplicates this client (stream reader, subscriber): they reconnect alike.
      redis = createClient({
        url: redisUrl,
        socket: { reconnectStrategy: reconnectDelay },
        // node-redis 6 drops a command after 5 s by default: the queued XADDs of an outage
        // would be lost, and the adapter's 5 s blocking XREAD races it. The queue is bounded
        // instead, at the stream's own length.
        commandOptions: { timeout: 0 },
        commandsQueueMaxLength: STREAM_ENTRIES,
      });
      let wasAway = false;
      redis.on('error', (error) => {
        wasAway = true;
        app.log.error({ err: error }, 'redis');
      });
      redis.on('ready', () => {
        if (!wasAway) return;
        wasAway = false;
        // A relayed event may have been lost meanwhile (one in flight as the link dropped):
        // this process's pages read again what they show. The database has every message.
        realtime.here.toEveryone('resync');
      });
      fitForOutages(redis, app.log);
      await redis.connect();
      io.adapter(
        droppingOwnEntries(
          createAdapter(redis, {
            streamName: `${redisKeyPrefix}socket.io`,
            channelPrefix: `${redisKeyPrefix}socket.io`,
            sessionKeyPrefix: `${redisKeyPrefix}sio:session:`,
            maxLen: STREAM_ENTRIES,
          }),
        ),
      );
    }

    app.decorate('io', io);
    app.decorate('realtime', realtime);
    // Open sockets would hold the HTTP server open: end this process's own before it closes.
    app.addHook('preClose', (done) => {
      io.local.disconnectSockets(true);
      done();
    });
    app.addHook('onClose', async () => {
      await io.close();
      if (!redis) return;
      // close() waits for queued commands, which never go while Redis is away.
      if (redis.isReady) await redis.close();
      else redis.destroy();
    });
  },
  { name: 'socket.io', dependencies: ['config'] },
);
