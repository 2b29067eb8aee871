import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  CallEndNotice,
  CallRingNotice,
  CallSignalNotice,
  ChatMessage,
} from '@dating/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { buildApp } from '../../app';
import { openChat, testSockets } from '../../../test/support/chatTestClient';
import { testBackends, type TestDatabase } from '../../../test/support/testBackends';
import { testConfig } from '../../../test/support/testConfig';
import { createTestMember } from '../../../test/support/testMembers';
import { CALL_MESSAGES } from './callsService';

const postgres = testBackends().find((backend) => backend.name === 'PostgreSQL');
const redisUrl = process.env.REDIS_URL;
const skip = !redisUrl
  ? 'REDIS_URL is not set: calls across two processes over Redis are skipped'
  : (postgres?.skip ?? 'no PostgreSQL backend');

describe('calls across two server processes over Redis', { skip }, () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];
  const sockets = testSockets();
  // This run's stream and channels: other test processes share the machine's Redis.
  const redisKeyPrefix = `test-calls-relay-${process.pid}-${Date.now()}:`;

  before(async () => {
    database = await postgres!.open();
    // Each app opens its own pool on the same database and its own Redis connections, as two
    // processes would.
    for (let index = 0; index < 2; index += 1) {
      const app = await buildApp(
        testConfig({ redisUrl, redisKeyPrefix, database: database.config }),
        { jobTimer: false },
      );
      await app.listen({ port: 0, host: '127.0.0.1' });
      urls.push(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
      apps.push(app);
    }
  });
  after(async () => {
    sockets.closeAll();
    for (const app of apps) await app.close();
    await database?.close();
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    await redis.del(`${redisKeyPrefix}socket.io`);
    await redis.close();
  });

  it('connects a call between members on different processes, and finds them busy on either', async () => {
    const [first] = apps as [FastifyInstance, FastifyInstance];
    const ann = await createTestMember(first, { name: 'Ann Process One' });
    const bob = await createTestMember(first, { name: 'Bob Process Two' });
    const cleo = await createTestMember(first, { name: 'Cleo Process One' });
    const chatId = await openChat(first, ann, bob);
    const cleoChat = await openChat(first, cleo, bob);
    const annTab = await sockets.open(urls[0]!, ann);
    const bobTab = await sockets.open(urls[1]!, bob);
    const cleoTab = await sockets.open(urls[0]!, cleo);

    const started = await annTab.socket.emitWithAck('callstart', {
      chat_id: chatId,
      kind: 'video',
    });
    assert.equal(started.status, 'true', JSON.stringify(started));
    const ring = await bobTab.next<CallRingNotice>('callring');
    assert.equal(ring.caller_id, ann.id);

    const accepted = await bobTab.socket.emitWithAck('callaccept', { call_id: ring.call_id });
    assert.equal(accepted.status, 'true', JSON.stringify(accepted));
    await annTab.next('callaccepted');

    // The negotiation crosses the processes both ways.
    const offer = { type: 'offer' as const, sdp: 'v=0\r\n' };
    await annTab.socket.emitWithAck('callsignal', { call_id: ring.call_id, description: offer });
    assert.deepEqual((await bobTab.next<CallSignalNotice>('callsignal')).description, offer);
    const answer = { type: 'answer' as const, sdp: 'v=0\r\n' };
    await bobTab.socket.emitWithAck('callsignal', { call_id: ring.call_id, description: answer });
    assert.deepEqual((await annTab.next<CallSignalNotice>('callsignal')).description, answer);

    // Bob is busy for a caller on the other process: the state is shared, not one process's.
    const busy = await cleoTab.socket.emitWithAck('callstart', {
      chat_id: cleoChat,
      kind: 'voice',
    });
    assert.deepEqual(busy, { status: 'false', message: CALL_MESSAGES.busy, reason: 'busy' });
    // Its line reaches Bob on the other process.
    const busyLine = await bobTab.next<ChatMessage>('broad');
    assert.deepEqual([busyLine.chat_id, busyLine.call?.outcome], [cleoChat, 'busy']);

    // Bob hangs up on process two; Ann on process one hears the end and gets the line.
    await bobTab.socket.emitWithAck('callhangup', { call_id: ring.call_id });
    const ended = await annTab.next<CallEndNotice>('callend');
    assert.equal(ended.outcome, 'completed');
    const line = await annTab.next<ChatMessage>('broad');
    assert.equal(line.call?.outcome, 'completed');
    assert.equal((await bobTab.next<ChatMessage>('broad')).id, line.id);
  });
});
