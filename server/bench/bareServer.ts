/**
 * The baselines of `pnpm bench`, in a process of their own as the product's server is: a bare
 * Fastify hello-world (`GET /hello`), and a bare socket.io relay speaking the chat's events (a
 * socket whose token is `receiver:<chat>` gets the `broad` of every `message` sent to that chat),
 * with no authentication, storage or checks. Listens on PORT of 127.0.0.1.
 */
import Fastify from 'fastify';
import { Server } from 'socket.io';

const app = Fastify();
app.get('/healthz', () => ({ status: 'ok' }));
app.get('/hello', () => ({ hello: 'world' }));

const io = new Server(app.server, { transports: ['websocket'] });
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
