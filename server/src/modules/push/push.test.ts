import assert from 'node:assert/strict';
import type { LookupAddress } from 'node:dns';
import { readFileSync } from 'node:fs';
import { after, before, describe, it, mock } from 'node:test';
import { MESSAGES } from '@dating/contract/rules';
import type { PushKeyResponse } from '@dating/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openChat, wait } from '../../../test/support/chatTestClient';
import {
  browserKeys,
  PUSH_SERVICE_NAME,
  startPushService,
} from '../../../test/support/pushService';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import {
  createTestMember,
  type TestMember,
  updateTestMember,
} from '../../../test/support/testMembers';
import { NonPublicAddressError, PublicAddressAgent } from './publicAddressAgent';

for (const backend of testBackends()) {
  describe(`web push on ${backend.name}`, { skip: backend.skip }, () => {
    let pushService: Awaited<ReturnType<typeof startPushService>>;
    const suite = useTestApp(backend, async () => {
      pushService = await startPushService();
      return {
        options: { pushAgent: pushService.agent },
        cleanup: () => {
          pushService.server.close();
          pushService.cleanup();
        },
      };
    });

    const call = (member: TestMember, url: string, payload: Record<string, unknown> = {}) =>
      suite.app.inject({ method: 'POST', url: `/api/${url}`, headers: member.headers, payload });

    const subscribe = async (member: TestMember, endpointPath: string) => {
      const reply = await call(member, 'webpushsubscribe', {
        endpoint: `${pushService.origin}${endpointPath}`,
        keys: browserKeys(),
      });
      assert.equal(reply.statusCode, 200, reply.body);
    };

    const receivedAt = (endpointPath: string) =>
      pushService.received.filter((request) => request.path === endpointPath);

    const endpointsOf = async (member: TestMember) =>
      (
        await suite.app.db
          .selectFrom('push_subscriptions')
          .select('endpoint')
          .where('member_id', '=', member.id)
          .execute()
      ).map((row) => row.endpoint);

    it('answers the VAPID public key kept under DATA_DIR', async () => {
      const member = await createTestMember(suite.app);
      const reply = await suite.app.inject({
        method: 'GET',
        url: '/api/webpushkey',
        headers: member.headers,
      });
      const stored = JSON.parse(readFileSync(suite.app.config.push.keysFile, 'utf8')) as {
        publicKey: string;
      };
      assert.equal(reply.json<PushKeyResponse>().public_key, stored.publicKey);
      assert.equal(Buffer.from(stored.publicKey, 'base64url').length, 65);
    });

    it('pushes a new message to a member who is offline, signed with VAPID and encrypted', async () => {
      const [ann, bob] = [
        await createTestMember(suite.app, { name: 'Push Ann' }),
        await createTestMember(suite.app),
      ];
      const chatId = await openChat(suite.app, ann, bob);
      await subscribe(bob, '/bob-1');
      const sent = await call(ann, 'websendmessage', {
        sender_id: ann.id,
        chat_id: chatId,
        receiver_id: bob.id,
        client_id: `push-${Date.now()}`,
        message: 'are you there?',
      });
      assert.equal(sent.statusCode, 200);
      for (let attempt = 0; attempt < 100 && receivedAt('/bob-1').length === 0; attempt += 1) {
        await wait(30);
      }
      const [request] = receivedAt('/bob-1');
      assert.ok(request, 'the push service received the notification');
      assert.equal(request.headers['content-encoding'], 'aes128gcm');
      assert.equal(request.headers.ttl, '86400');
      assert.match(
        String(request.headers.authorization),
        /^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/,
      );
      const token = /t=([\w.-]+)/.exec(String(request.headers.authorization))?.[1] ?? '';
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
        aud: string;
      };
      assert.equal(claims.aud, pushService.origin);
      // Encrypted: the text is not readable on the wire.
      assert.ok(request.body.length > 16);
      assert.ok(!request.body.toString('latin1').includes('are you there?'));
    });

    it('sends nothing to an online member or one who turned notifications off', async () => {
      const [bob, cid] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      await subscribe(bob, '/bob-online');
      await subscribe(cid, '/cid-off');
      await updateTestMember(suite.app, bob, { online: true });
      await updateTestMember(suite.app, cid, {
        message_notification: false,
        like_notification: false,
      });
      await suite.app.services.push.notify(bob.id, 'message', {
        title: 'x',
        body: 'y',
        url: '/app/Message',
      });
      await suite.app.services.push.notify(cid.id, 'message', {
        title: 'x',
        body: 'y',
        url: '/app/Message',
      });
      await suite.app.services.push.notify(cid.id, 'like', {
        title: 'x',
        body: 'y',
        url: '/app/LikeRequests',
      });
      assert.equal(receivedAt('/bob-online').length, 0);
      assert.equal(receivedAt('/cid-off').length, 0);
      // A like reaches an online member: only messages wait for the member to be away.
      await suite.app.services.push.notify(bob.id, 'like', {
        title: 'x',
        body: 'y',
        url: '/app/LikeRequests',
      });
      assert.equal(receivedAt('/bob-online').length, 1);
    });

    it('tells a liked member through webmatch, unless they turned like notifications off', async () => {
      const [liker, liked, quiet] = [
        await createTestMember(suite.app),
        await createTestMember(suite.app),
        await createTestMember(suite.app),
      ];
      await subscribe(liked, '/liked');
      await subscribe(quiet, '/quiet');
      await updateTestMember(suite.app, quiet, { like_notification: false });
      for (const member of [liked, quiet]) {
        const reply = await call(liker, 'webmatch', { follow_id: String(member.id), type: 'like' });
        assert.equal(reply.statusCode, 200, reply.body);
      }
      for (let attempt = 0; attempt < 100 && receivedAt('/liked').length === 0; attempt += 1) {
        await wait(30);
      }
      assert.equal(receivedAt('/liked').length, 1);
      await wait(100);
      assert.equal(receivedAt('/quiet').length, 0);
    });

    it('tells a member away from the app of a photo its screening refused, not one online', async () => {
      const [away, online] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      await subscribe(away, '/photo-away');
      await subscribe(online, '/photo-online');
      await updateTestMember(suite.app, online, { online: true });
      for (const member of [away, online]) {
        await suite.app.services.events.raise('photoRefused', {
          memberId: member.id,
          imageName: 'refused.jpg',
          reason: MESSAGES.photoExplicit,
        });
      }

      assert.equal(receivedAt('/photo-away').length, 1);
      assert.equal(receivedAt('/photo-online').length, 0);
    });

    it('forgets a subscription the push service says is gone, and unsubscribes', async () => {
      const member = await createTestMember(suite.app);
      await subscribe(member, '/gone/1');
      await subscribe(member, '/kept');
      await suite.app.services.push.notify(member.id, 'like', {
        title: 'x',
        body: 'y',
        url: '/app',
      });
      assert.deepEqual(await endpointsOf(member), [`${pushService.origin}/kept`]);
      const removed = await call(member, 'webpushunsubscribe', {
        endpoint: `${pushService.origin}/kept`,
      });
      assert.equal(removed.statusCode, 200);
      assert.deepEqual(await endpointsOf(member), []);
    });

    it('refuses a subscription that is not an https push service with browser keys', async () => {
      const member = await createTestMember(suite.app);
      for (const body of [
        { endpoint: 'http://push.example.com/x', keys: browserKeys() },
        { endpoint: 'not a url', keys: browserKeys() },
        { endpoint: 'https://push.example.com/x', keys: { p256dh: '<script>', auth: 'a' } },
        { endpoint: 'https://push.example.com/x' },
      ]) {
        const reply = await call(member, 'webpushsubscribe', body);
        assert.equal(reply.statusCode, 400, JSON.stringify(body));
      }
      const anonymous = await suite.app.inject({
        method: 'POST',
        url: '/api/webpushsubscribe',
        payload: {},
      });
      assert.equal(anonymous.statusCode, 401);
    });

    it('refuses a push endpoint on an address literal outside tests', async () => {
      const plain = await buildApp(suite.app.config, { database: suite.database.handle });
      try {
        const member = await createTestMember(plain);
        for (const endpoint of ['https://127.0.0.1/x', 'https://[::1]/x', 'https://localhost/x']) {
          const reply = await plain.inject({
            method: 'POST',
            url: '/api/webpushsubscribe',
            headers: member.headers,
            payload: { endpoint, keys: browserKeys() },
          });
          assert.equal(reply.statusCode, 400, endpoint);
        }
      } finally {
        await plain.close();
      }
    });

    describe('behind the agent that connects to public addresses only', () => {
      // What the agent's resolver answers, name by name: the tests stand in for DNS.
      const answers = new Map<string, LookupAddress[]>();
      const PUBLIC: LookupAddress = { address: '93.184.215.14', family: 4 };
      let guarded: FastifyInstance;

      before(async () => {
        const resolve = (hostname: string) => Promise.resolve(answers.get(hostname) ?? []);
        guarded = await buildApp(suite.app.config, {
          database: suite.database.handle,
          pushAgent: new PublicAddressAgent(resolve, { ca: pushService.ca }),
        });
      });
      after(() => guarded?.close());

      const subscribeGuarded = (member: TestMember, endpoint: string) =>
        guarded.inject({
          method: 'POST',
          url: '/api/webpushsubscribe',
          headers: member.headers,
          payload: { endpoint, keys: browserKeys() },
        });

      it('refuses a subscription whose name resolves to an inner address', async () => {
        const member = await createTestMember(guarded);
        for (const [name, inner] of [
          ['push.private.test', [{ address: '10.0.0.7', family: 4 }]],
          ['push.metadata.test', [{ address: '169.254.169.254', family: 4 }]],
          ['push.mapped.test', [{ address: '::ffff:127.0.0.1', family: 6 }]],
          ['push.mixed.test', [PUBLIC, { address: 'fd00::1', family: 6 }]],
        ] as const) {
          answers.set(name, [...inner]);
          const reply = await subscribeGuarded(member, `https://${name}/x`);
          assert.equal(reply.statusCode, 400, name);
          assert.equal(reply.json<{ message: string }>().message, 'Not a push service address');
        }
        answers.set('push.public.test', [PUBLIC]);
        const accepted = await subscribeGuarded(member, 'https://push.public.test/x');
        assert.equal(accepted.statusCode, 200, accepted.body);
      });

      it('sends nothing to a name rebound to an inner address after subscribing, and forgets it', async () => {
        const [liker, liked] = [await createTestMember(guarded), await createTestMember(guarded)];
        const endpointPath = '/rebound';
        answers.set(PUSH_SERVICE_NAME, [PUBLIC]);
        const subscribed = await subscribeGuarded(
          liked,
          `https://${PUSH_SERVICE_NAME}:${pushService.port}${endpointPath}`,
        );
        assert.equal(subscribed.statusCode, 200, subscribed.body);
        // Rebound to the push service on this machine, which the certificate names.
        answers.set(PUSH_SERVICE_NAME, [{ address: '127.0.0.1', family: 4 }]);
        const warn = mock.method(guarded.log, 'warn');
        try {
          const liking = await guarded.inject({
            method: 'POST',
            url: '/api/webmatch',
            headers: liker.headers,
            payload: { follow_id: String(liked.id), type: 'like' },
          });
          assert.equal(liking.statusCode, 200, liking.body);
          for (
            let attempt = 0;
            attempt < 100 && (await endpointsOf(liked)).length > 0;
            attempt += 1
          ) {
            await wait(30);
          }
          assert.deepEqual(await endpointsOf(liked), []);
          assert.equal(receivedAt(endpointPath).length, 0);
          const refusals = warn.mock.calls.filter(
            ({ arguments: [fields] }) =>
              (fields as { err?: unknown }).err instanceof NonPublicAddressError,
          );
          assert.equal(refusals.length, 1);
        } finally {
          warn.mock.restore();
        }
        const key = await guarded.inject({
          method: 'GET',
          url: '/api/webpushkey',
          headers: liker.headers,
        });
        assert.equal(key.statusCode, 200);
      });
    });
  });
}
