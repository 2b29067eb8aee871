/**
 * The baselines of `pnpm bench`, in a process of their own as the product's server is: a bare
 * Fastify hello-world (`GET /hello`), and a bare socket.io relay speaking the chat's events (a
 * socket whose token is `receiver:<chat>` gets the `broad` of every `message` sent to that chat),
 * with no authentication, storage or checks. Listens on PORT of 127.0.0.1. With REDIS_URL, the
 * relay's processes share their rooms through socket.io's Redis streams adapter, as the product's
 * do (a stream of their own): the bare cost of two processes over Redis.
 */
import { createAdapter } from '@socket.io/redis-streams-adapter';
import Fastify from 'fastify';
import { createClient } from 'redis';
import { Server } from 'socket.io';

const app = Fastify();
app.get('/healthz', () => ({ status: 'ok' }));
app.get('/hello', () => ({ hello: 'world' }));

const io = new Server(app.server, { transports: ['websocket'] });
if (process.env.REDIS_URL) {
  const redis = createClient({ url: process.env.REDIS_URL });
  await redis.connect();
  io.adapter(createAdapter(redis, { streamName: 'bench-relay:socket.io' }));
}
io.on('connection', (socket) => {
  const auth: unknown = socket.handshake.auth;
  if (typeof auth === 'object' && auth !== null && 'token' in auth) {
    void socket.join(String(auth.token));
  }
  socket.on(
    'message',
    (payload: { chatid: number; message: unknown }, ack: (answer: object) => void) => {
      io.to(`receiver:${payload.chatid}`).emit('broad', payload.message);
      ack({ status: 'true' });
    },
  );
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
