import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { buildApp } from '../app';
import { openChat, testSockets, wait } from '../../test/support/chatTestClient';
import { browserKeys, startPushService } from '../../test/support/pushService';
import { testBackends, type TestDatabase } from '../../test/support/testBackends';
import { testConfig } from '../../test/support/testConfig';
import { createTestMember, type TestMember } from '../../test/support/testMembers';
import { MESSAGES_PER_10_SECONDS } from '../modules/chat/chatService';

const redisUrl = process.env.REDIS_URL;
const postgres = testBackends().find((backend) => backend.name === 'PostgreSQL');
const skip =
  (postgres?.skip ?? 'no PostgreSQL backend') ||
  (redisUrl ? false : 'REDIS_URL is not set: the processes share their limits through Redis');

const DAILY_FREE_LIKES = 50;

/** Two server processes of one deployment (each its own pool and Redis clients), as in production. */
describe('limits across two server processes on PostgreSQL and Redis', { skip }, () => {
  let database: TestDatabase;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  const apps: FastifyInstance[] = [];
  const sockets = testSockets();
  // This run's keys and stream: other test processes share the machine's Redis.
  const runPrefix = `test-limits-processes-${process.pid}-${Date.now()}`;

  const deployment = async (prefix: string, opened: TestDatabase) => {
    const app = await buildApp(
      testConfig({ redisUrl, redisKeyPrefix: `${prefix}:`, database: opened.config }),
      { pushAgent: pushService.agent },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
    return app;
  };
  const urlOf = (app: FastifyInstance) =>
    `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  let first: FastifyInstance;
  let second: FastifyInstance;

  before(async () => {
    pushService = await startPushService();
    database = await postgres!.open();
    first = await deployment(runPrefix, database);
    second = await deployment(runPrefix, database);
  });
  after(async () => {
    sockets.closeAll();
    for (const app of apps) await app.close();
    await database?.close();
    pushService?.server.close();
    pushService?.cleanup();
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    for (const key of await redis.keys(`${runPrefix}*`)) await redis.del(key);
    await redis.close();
  });

  const call = (app: FastifyInstance, member: TestMember, name: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/${name}`, headers: member.headers, payload });

  it('gives at most the daily likes, and one push, over 80 likes and nopes alternated on both', async () => {
    await first.db
      .insertInto('settings')
      .values({ key: 'daily_free_likes', value: String(DAILY_FREE_LIKES) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(DAILY_FREE_LIKES) }))
      .execute();
    const [liker, liked] = [await createTestMember(first), await createTestMember(first)];
    const endpoint = `${pushService.origin}/liked-${liked.id}`;
    const subscribed = await call(first, liked, 'webpushsubscribe', {
      endpoint,
      keys: browserKeys(),
    });
    assert.equal(subscribed.statusCode, 200, subscribed.body);

    const likes: number[] = [];
    for (let round = 0; round < 80; round += 1) {
      // A like on one process, the nope that takes it back on the other.
      const [likeOn, nopeOn] = round % 2 === 0 ? [first, second] : [second, first];
      const like = await call(likeOn, liker, 'webmatch', {
        follow_id: String(liked.id),
        type: 'like',
      });
      likes.push(like.statusCode);
      const nope = await call(nopeOn, liker, 'webunmatch', { follow_id: String(liked.id) });
      assert.equal(nope.statusCode, 200, nope.body);
    }

    assert.equal(likes.filter((status) => status === 200).length, DAILY_FREE_LIKES);
    assert.deepEqual(
      [...new Set(likes.slice(DAILY_FREE_LIKES))],
      [429],
      'every like past the limit refused',
    );
    await wait(500);
    const pushes = pushService.received.filter(
      (request) => request.path === new URL(endpoint).pathname,
    );
    assert.equal(pushes.length, 1, 'one like push a day per liker');
  });

  it('lets at most 30 messages in any 10 s through both processes', async () => {
    const [ann, bob] = [await createTestMember(first), await createTestMember(first)];
    const chatId = await openChat(first, ann, bob);
    // Eight waves of ten at once, alternating processes: races on both. Each answer keeps when
    // it was asked and answered: the server counted it in between.
    const answers: { status: number; askedAt: number; answeredAt: number }[] = [];
    for (let wave = 0; wave < 8; wave += 1) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, async (_, index) => {
            const askedAt = performance.now();
            const answer = await call(index % 2 === 0 ? first : second, ann, 'websendmessage', {
              sender_id: String(ann.id),
              chat_id: chatId,
              receiver_id: bob.id,
              client_id: `flood-${wave}-${index}`,
              message: `flood ${wave} ${index}`,
              chat_time: '0',
            });
            return { status: answer.statusCode, askedAt, answeredAt: performance.now() };
          }),
        )),
      );
    }
    const sent = answers.filter(({ status }) => status === 200);

    // Never more than the limit in a window: the most passed between one asked and those
    // answered within 10 s of it, which the server surely counted inside one window (on a busy
    // machine the waves can outlast it). Fewer may pass when attempts race across a slot's edge:
    // the refused ones count until they are uncounted, and a flooding sender loses nothing.
    const mostInAWindow = Math.max(
      ...sent.map(
        (start) =>
          sent.filter(
            ({ askedAt, answeredAt }) =>
              askedAt >= start.askedAt && answeredAt < start.askedAt + 10_000,
          ).length,
      ),
    );
    assert.ok(mostInAWindow <= MESSAGES_PER_10_SECONDS, `${mostInAWindow} passed within 10 s`);
    assert.ok(sent.length >= MESSAGES_PER_10_SECONDS / 2, `only ${sent.length} messages passed`);
    // The others are refused by the limit; on a machine too busy to hand out a database
    // connection within its second, a few are answered 503 (a client sends them again with the
    // same client id). Never anything else.
    assert.deepEqual(
      answers.map(({ status }) => status).filter((status) => ![200, 429, 503].includes(status)),
      [],
      'every other message refused by the limit, or unavailable for a moment',
    );
  });

  it("keeps a second deployment on the same Redis deaf to the first's chats", async () => {
    const otherDatabase = await postgres!.open();
    const other = await deployment(`${runPrefix}-other`, otherDatabase);
    try {
      // Both databases are new: their members share ids, as two deployments' would.
      const [ann, bob] = [await createTestMember(first), await createTestMember(first)];
      const otherMembers: TestMember[] = [];
      while (otherMembers.length === 0 || otherMembers.at(-1)!.id < bob.id) {
        otherMembers.push(await createTestMember(other));
      }
      const bobsTwin = otherMembers.find((member) => member.id === bob.id);
      assert.ok(bobsTwin, 'a member of the other deployment with the same id');
      const chatId = await openChat(first, ann, bob);
      const bobTab = await sockets.open(urlOf(second), bob);
      const twinTab = await sockets.open(urlOf(other), bobsTwin);

      const sent = await call(first, ann, 'websendmessage', {
        sender_id: String(ann.id),
        chat_id: chatId,
        receiver_id: bob.id,
        client_id: 'between-deployments',
        message: 'only for this deployment',
        chat_time: '0',
      });
      assert.equal(sent.statusCode, 200, sent.body);
      for (let tries = 0; tries < 100 && bobTab.events.length === 0; tries += 1) await wait(30);
      await wait(300);

      assert.ok(
        bobTab.events.some((record) => record.event === 'broad'),
        'the message reached the other process of its own deployment',
      );
      assert.deepEqual(
        twinTab.events.filter((record) => record.event === 'broad'),
        [],
        'nothing reached the other deployment',
      );
    } finally {
      apps.splice(apps.indexOf(other), 1);
      await other.close();
      await otherDatabase.close();
    }
  });
});
