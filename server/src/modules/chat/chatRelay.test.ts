import assert from 'node:assert/strict';
import {
  createServer,
  connect as connectTcp,
  type AddressInfo,
  type Server,
  type Socket,
} from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { ChatMessage, TypingNotice } from '@dating/shared/api';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { testBackends, type TestDatabase } from '../../testing/testBackends';
import { testConfig } from '../../testing/testConfig';
import { createTestMember, type TestMember } from '../../testing/testMembers';
import {
  openChat,
  openChatSocket,
  sendOverSocket,
  wait,
  type RecordingSocket,
} from './chatTestClient';

const postgres = testBackends().find((backend) => backend.name === 'PostgreSQL');
const redisUrl = process.env.REDIS_URL;
const skip = !redisUrl
  ? 'REDIS_URL is not set: the two-process relay over Redis is skipped'
  : (postgres?.skip ?? 'no PostgreSQL backend');

/**
 * A TCP relay in front of Redis that the test can cut and restore, to play "Redis is briefly
 * gone" without touching the shared Redis server.
 */
async function redisRelay(target: URL): Promise<{
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}> {
  const links = new Set<Socket>();
  let server: Server;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connectTcp(Number(target.port || 6379), target.hostname);
        for (const end of [client, upstream]) {
          links.add(end);
          end.on('error', () => end.destroy());
          end.on('close', () => links.delete(end));
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const link of links) link.destroy();
      server.close(() => resolve());
    });
  await start();
  const auth = target.username || target.password ? `${target.username}:${target.password}@` : '';
  return {
    url: `redis://${auth}127.0.0.1:${port}${target.pathname}`,
    cut: stop,
    restore: start,
    close: stop,
  };
}

describe('chat across two server processes over Redis', { skip }, () => {
  let database: TestDatabase;
  let relay: Awaited<ReturnType<typeof redisRelay>>;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const urls: string[] = [];
  const sockets: RecordingSocket[] = [];

  before(async () => {
    database = await postgres!.open();
    relay = await redisRelay(new URL(redisUrl!));
    // Each app opens its own pool on the same database and its own Redis connections, as two
    // processes would.
    for (const index of [0, 1]) {
      const app = await buildApp(testConfig({ redisUrl: relay.url, database: database.config }));
      await app.listen({ port: 0, host: '127.0.0.1' });
      urls.push(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
      if (index === 0) first = app;
      else second = app;
    }
  });
  after(async () => {
    for (const client of sockets) client.socket.disconnect();
    await first?.close();
    await second?.close();
    await relay?.close();
    await database?.close();
  });

  const socketOn = async (url: string, member: TestMember) => {
    const client = await openChatSocket(url, member.token);
    sockets.push(client);
    return client;
  };

  it('relays a message and typing between members connected to different processes', async () => {
    const [ann, bob] = [await createTestMember(first), await createTestMember(first)];
    const chatId = await openChat(first, ann, bob);
    const annTab = await socketOn(urls[0]!, ann);
    const bobTab = await socketOn(urls[1]!, bob);

    annTab.socket.emit('typing', {
      chatid: chatId,
      sender_id: ann.id,
      receiver_id: bob.id,
      message: 'type',
    });
    assert.deepEqual(await bobTab.next<TypingNotice>('receivetyping'), {
      chatid: chatId,
      sender_id: ann.id,
    });

    const answer = await sendOverSocket(annTab, chatId, ann.id, bob.id, {
      client_id: 'relay-1',
      message: 'across',
    });
    assert.equal(answer.status, 'true');
    const received = await bobTab.next<ChatMessage>('broad');
    assert.equal(received.message, 'across');

    const reply = await bobTab.socket.emitWithAck('message', {
      chatid: chatId,
      sender_id: bob.id,
      receiver_id: ann.id,
      message: { client_id: 'relay-2', message: 'and back' },
    });
    assert.equal(reply.status, 'true');
    // Ann's own message came back to her tab first (every tab of the sender hears it too).
    assert.equal((await annTab.next<ChatMessage>('broad')).message, 'across');
    assert.equal((await annTab.next<ChatMessage>('broad')).message, 'and back');
  });

  it('keeps chat on one process while Redis is gone; the other catches up from history', async () => {
    const [ann, bob, cid] = [
      await createTestMember(first),
      await createTestMember(first),
      await createTestMember(first),
    ];
    const annBob = await openChat(first, ann, bob);
    const annCid = await openChat(first, ann, cid);
    const annTab = await socketOn(urls[0]!, ann);
    const bobTab = await socketOn(urls[0]!, bob);
    const cidTab = await socketOn(urls[1]!, cid);
    const before = await sendOverSocket(annTab, annCid, ann.id, cid.id, {
      client_id: 'cut-0',
      message: 'before',
    });
    await cidTab.next('broad');
    const lastSeen = before.status === 'true' ? before.result.id : assert.fail();

    await relay.cut();
    const local = await sendOverSocket(annTab, annBob, ann.id, bob.id, {
      client_id: 'cut-1',
      message: 'same process',
    });
    assert.equal(local.status, 'true');
    assert.equal((await bobTab.next<ChatMessage>('broad')).message, 'same process');
    const stored = await sendOverSocket(annTab, annCid, ann.id, cid.id, {
      client_id: 'cut-2',
      message: 'while away',
    });
    assert.equal(stored.status, 'true', 'stored and acknowledged without Redis');

    await relay.restore();
    await wait(1500);
    const caughtUp = await cidTab.socket.emitWithAck('catchup', { since: lastSeen });
    assert.equal(caughtUp.status, 'true');
    assert.deepEqual(
      caughtUp.status === 'true' ? caughtUp.chats.map((message) => message.message) : [],
      ['while away'],
    );
  });
});
