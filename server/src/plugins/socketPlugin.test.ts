import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import type { Server } from 'socket.io';
import { buildApp } from '../app';
import { useTestApp } from '../../test/support/testApp';
import { testBackends, type TestDatabase } from '../../test/support/testBackends';
import { testConfig } from '../../test/support/testConfig';
import { createTestMember } from '../../test/support/testMembers';

const [pglite] = testBackends();
const redisUrl = process.env.REDIS_URL;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A socket signed in with a member's token (the handshake's auth, see the auth plugin). */
function connected(url: string, token: string): Promise<Socket> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: { token },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The event maps are empty until the chat module fills them: broadcast untyped. */
function untyped(app: FastifyInstance): Server {
  return app.io;
}

describe('socket.io on the app server', () => {
  const suite = useTestApp(pglite!, { listen: true });

  it(
    'accepts a connection at /socket.io and reaches it from app.io',
    { timeout: 10_000 },
    async () => {
      const { token } = await createTestMember(suite.app);
      const socket = await connected(suite.url, token);
      try {
        const received = new Promise((resolve) => socket.once('hello', resolve));
        untyped(suite.app).emit('hello', { from: 'server' });

        assert.deepEqual(await received, { from: 'server' });
      } finally {
        socket.disconnect();
      }
    },
  );

  it('disconnects its sockets when the app closes', { timeout: 10_000 }, async () => {
    const closing = await buildApp(testConfig(), { database: suite.database.handle });
    const { token } = await createTestMember(closing);
    const socket = await connected(await listen(closing), token);
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));

    await closing.close();

    assert.equal(await disconnected, 'io server disconnect');
  });
});

describe(
  'socket.io across two server processes sharing Redis',
  {
    skip: redisUrl ? false : 'REDIS_URL is not set: the Redis streams adapter run is skipped',
  },
  () => {
    let database: TestDatabase;
    let first: FastifyInstance;
    let second: FastifyInstance;

    // This run's stream and channels: other test processes share the machine's Redis.
    const redisKeyPrefix = `test-socket-plugin-${process.pid}-${Date.now()}:`;

    before(async () => {
      database = await pglite!.open();
      const options = { database: database.handle };
      first = await buildApp(testConfig({ redisUrl, redisKeyPrefix }), options);
      second = await buildApp(testConfig({ redisUrl, redisKeyPrefix }), options);
    });
    after(async () => {
      await first?.close();
      await second?.close();
      await database?.close();
    });

    it(
      'delivers an event emitted by one process to a socket on the other',
      { timeout: 10_000 },
      async () => {
        const { token } = await createTestMember(first);
        const socket = await connected(await listen(first), token);
        await listen(second);
        try {
          const received = new Promise((resolve) => socket.once('hello', resolve));
          untyped(second).emit('hello', { from: 'second' });

          assert.deepEqual(await received, { from: 'second' });
        } finally {
          socket.disconnect();
        }
      },
    );
  },
);
