import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ChatMessage, SendMessageResponse, TypingNotice } from '@dating/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { buildApp } from '../../app';
import { testBackends, type TestDatabase } from '../../../test/support/testBackends';
import { startTcpProxy, type TcpProxy } from '../../../test/support/tcpProxy';
import { testConfig } from '../../../test/support/testConfig';
import { createTestMember, type TestMember } from '../../../test/support/testMembers';
import {
  openChat,
  testSockets,
  sendOverSocket,
  wait,
  type RecordingSocket,
} from '../../../test/support/chatTestClient';

/** How long Redis stays away in the outage test: the measurement. */
const OUTAGE_MS = 20_000;
/** A member's pace while Redis is away, within the chat's 30 messages per 10 s. */
const SEND_EVERY_MS = 800;
/** How soon after Redis returns every message must have reached the other process's tab. */
const CAUGHT_UP_WITHIN_MS = 5000;

const postgres = testBackends().find((backend) => backend.name === 'PostgreSQL');
const redisUrl = process.env.REDIS_URL;
const skip = !redisUrl
  ? 'REDIS_URL is not set: the two-process relay over Redis is skipped'
  : (postgres?.skip ?? 'no PostgreSQL backend');

/** Redis's address through a relay the test can cut, as one seen by the apps under test. */
function throughProxy(target: URL, proxy: TcpProxy): string {
  const viaProxy = new URL(target);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  return viaProxy.toString();
}

/** Polls until `done` holds or the time is up; the assertions after it say what was missing. */
async function until(done: () => boolean, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!done() && Date.now() < deadline) await wait(50);
}

describe('chat across two server processes over Redis', { skip }, () => {
  let database: TestDatabase;
  let relay: TcpProxy;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const urls: string[] = [];
  const sockets = testSockets();
  // This run's stream and channels: other test processes share the machine's Redis.
  const redisKeyPrefix = `test-chat-relay-${process.pid}-${Date.now()}:`;
  // A rejection nobody handled or an exception nobody caught would end a real server process.
  const unhandled: unknown[] = [];
  const recordUnhandled = (error: unknown) => unhandled.push(error);

  before(async () => {
    process.on('unhandledRejection', recordUnhandled);
    process.on('uncaughtException', recordUnhandled);
    database = await postgres!.open();
    const redisTarget = new URL(redisUrl!);
    // Redis behind a relay the test can cut, to play "Redis is briefly gone" without touching the
    // shared Redis server.
    relay = await startTcpProxy({
      host: redisTarget.hostname,
      port: Number(redisTarget.port || 6379),
    });
    // Each app opens its own pool on the same database and its own Redis connections, as two
    // processes would.
    for (const index of [0, 1]) {
      const app = await buildApp(
        testConfig({
          redisUrl: throughProxy(redisTarget, relay),
          redisKeyPrefix,
          database: database.config,
        }),
      );
      await app.listen({ port: 0, host: '127.0.0.1' });
      urls.push(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
      if (index === 0) first = app;
      else second = app;
    }
  });
  after(async () => {
    sockets.closeAll();
    await first?.close();
    await second?.close();
    await relay?.stop();
    await database?.close();
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    await redis.del(`${redisKeyPrefix}socket.io`);
    await redis.close();
    process.off('unhandledRejection', recordUnhandled);
    process.off('uncaughtException', recordUnhandled);
  });

  const socketOn = (url: string, member: TestMember) => sockets.open(url, member);

  /** websendmessage, as the chat page sends. */
  const sendOverHttp = async (
    url: string,
    sender: TestMember,
    receiver: TestMember,
    chatId: number,
    clientId: string,
  ): Promise<ChatMessage> => {
    const answer = await fetch(`${url}/api/websendmessage`, {
      method: 'POST',
      headers: { ...sender.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        sender_id: String(sender.id),
        chat_id: chatId,
        receiver_id: receiver.id,
        client_id: clientId,
        message: clientId,
        chat_time: '0',
      }),
    });
    assert.equal(answer.status, 200, await answer.clone().text());
    return ((await answer.json()) as SendMessageResponse).result;
  };

  /** The ids of the chat messages a tab received, in order, repeats included. */
  const receivedIds = (tab: RecordingSocket, chatId: number) =>
    tab.events
      .filter((record) => record.event === 'broad')
      .map((record) => record.payload as ChatMessage)
      .filter((message) => message.chat_id === chatId)
      .map((message) => message.id);

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

  it(
    'delivers every message sent while Redis is away 20 s to the open chat on the other process once it returns',
    { timeout: OUTAGE_MS + 30_000 },
    async (t) => {
      const [ann, bob] = [await createTestMember(first), await createTestMember(first)];
      const chatId = await openChat(first, ann, bob);
      const annTab = await socketOn(urls[0]!, ann);
      const bobTab = await socketOn(urls[1]!, bob);
      const bobSocketId = bobTab.socket.id;
      const before = await sendOverHttp(urls[0]!, ann, bob, chatId, 'before-outage');
      assert.equal((await bobTab.next<ChatMessage>('broad')).id, before.id);

      await relay.stop();
      const sent: number[] = [];
      const outageEnds = Date.now() + OUTAGE_MS;
      while (Date.now() < outageEnds) {
        sent.push((await sendOverHttp(urls[0]!, ann, bob, chatId, `away-${sent.length}`)).id);
        await wait(SEND_EVERY_MS);
      }
      // Ann's own tab, on the process she sends to, kept up meanwhile; nothing could cross.
      assert.deepEqual(receivedIds(annTab, chatId), [before.id, ...sent]);
      assert.deepEqual(receivedIds(bobTab, chatId), [before.id]);

      await relay.start();
      const restoredAt = Date.now();
      await until(() => receivedIds(bobTab, chatId).length > sent.length, CAUGHT_UP_WITHIN_MS);
      // Each process tells its pages to read again, in case anything in flight was lost.
      await bobTab.next('resync', CAUGHT_UP_WITHIN_MS);
      await annTab.next('resync', CAUGHT_UP_WITHIN_MS);
      t.diagnostic(
        `${sent.length} messages sent during a ${OUTAGE_MS / 1000} s outage reached the other process's tab ${Date.now() - restoredAt} ms after Redis returned`,
      );

      // Every one, once, in order, on the same connection (the test client never reconnects).
      assert.deepEqual(receivedIds(bobTab, chatId), [before.id, ...sent]);
      assert.equal(bobTab.socket.connected, true);
      assert.equal(bobTab.socket.id, bobSocketId);
      // Both processes still serve, and the relay works the other way too.
      for (const url of urls) assert.equal((await fetch(`${url}/healthz`)).status, 200);
      const reply = await sendOverHttp(urls[1]!, bob, ann, chatId, 'after-outage');
      await until(() => receivedIds(annTab, chatId).includes(reply.id), CAUGHT_UP_WITHIN_MS);
      assert.deepEqual(receivedIds(annTab, chatId), [before.id, ...sent, reply.id]);
      assert.deepEqual(unhandled, []);
    },
  );
});
