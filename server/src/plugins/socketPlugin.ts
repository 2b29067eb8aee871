import { createAdapter } from '@socket.io/redis-adapter';
import cors from 'cors';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { Server } from 'socket.io';
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
  }
}

/**
 * socket.io on the app's own HTTP server, at /socket.io. Modules register their handlers on
 * `app.io`. With REDIS_URL, the Redis adapter lets several processes share rooms.
 */
export const socketPlugin = fp(
  async (app) => {
    // Sockets authenticate with a token in the handshake, never with cookies; a browser page of
    // a foreign origin is still refused (socketOriginCheck).
    const io: SocketServer = new Server(app.server, {
      path: '/socket.io',
      allowRequest: socketOriginCheck(app.config),
    });
    // socket.io answers on the raw server, past Fastify's hooks. engine.io's "headers" events
    // reach only its successful answers; a middleware runs before every answer, refusals too.
    // CORS comes after them: socket.io's own `cors` option would be the first middleware, and
    // it answers a preflight without passing it on.
    io.engine.use(rawSecurityHeaders(app.config));
    io.engine.use(cors({ origin: '*' }));

    const { redisUrl } = app.config;
    if (redisUrl) {
      const publisher = createClient({ url: redisUrl });
      const subscriber = publisher.duplicate();
      publisher.on('error', (error) => app.log.error({ err: error }, 'redis publisher'));
      subscriber.on('error', (error) => app.log.error({ err: error }, 'redis subscriber'));
      await Promise.all([publisher.connect(), subscriber.connect()]);
      // The adapter publishes without awaiting: while Redis is away a publish rejects, and an
      // unhandled rejection would end the process. Members on this process keep chatting (the
      // local delivery does not wait for Redis); the others catch up from the database.
      const publish = publisher.publish.bind(publisher);
      Object.defineProperty(publisher, 'publish', {
        value: (...args: Parameters<typeof publish>) =>
          publish(...args).catch((error: unknown) => {
            app.log.warn({ err: error }, 'redis publish lost');
            return 0;
          }),
      });
      io.adapter(createAdapter(publisher, subscriber));
      app.addHook('onClose', async () => {
        await Promise.all([publisher.close(), subscriber.close()]);
      });
    }

    app.decorate('io', io);
    // Open sockets would hold the HTTP server open: end this process's own before it closes.
    app.addHook('preClose', (done) => {
      io.local.disconnectSockets(true);
      done();
    });
    app.addHook('onClose', async () => {
      await io.close();
    });
  },
  { name: 'socket.io', dependencies: ['config'] },
);
