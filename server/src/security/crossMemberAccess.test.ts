import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { LoginResponse } from '@dating/contract/schemas';
import type { UploadImageResponse } from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signUpThroughApi } from '../../test/support/signUpThroughApi';
import { useTestApp } from '../../test/support/testApp';
import { testBackends } from '../../test/support/testBackends';
import { openChat } from '../../test/support/chatTestClient';
import { createTestMember } from '../../test/support/testMembers';
import { dataUrlOf, smallPng } from '../../test/support/testPictures';
import { webmRecording } from '../../test/support/voiceRecordings';
import {
  CROSS_MEMBER_CASES,
  PUBLIC_EXEMPTIONS,
  SOCKET_CASES,
  SOCKET_EXEMPTIONS,
  type CrossMemberCall,
  type CrossMemberWorld,
  type MemberB,
} from '../../test/support/crossMemberCases';
import { connectAs, listenedSocketEvents } from './listenedSocketEvents';

// B lives in Marseille, A in Paris: B's exact coordinates are one of B's secrets.
const B_LATITUDE = '43.296482';
const B_LONGITUDE = '5.36978';
const B_MESSAGE = 'Only for Cleo: the blue door at nine';
const B_PUSH_ENDPOINT = 'https://push.example.com/send/bea-private-device';
/** B's search filter: B's settings are B's. */
const B_FILTER_AGE = '31-47';

async function signUpMemberB(app: FastifyInstance): Promise<MemberB> {
  const signUp = await signUpThroughApi(app, {
    name: 'Bea Private',
    lat: B_LATITUDE,
    lon: B_LONGITUDE,
    location: 'Marseille, Provence-Alpes-Côte d’Azur, France',
  });
  assert.equal(signUp.statusCode, 200, JSON.stringify(signUp.body));
  const { email, password } = signUp.fields;
  const login = await app.inject({
    method: 'POST',
    url: '/api/webemaillogin',
    payload: { email, password },
  });
  assert.equal(login.statusCode, 200, login.body);
  const { user_id: id, token } = login.json<LoginResponse>().peoples;
  const headers = { authorization: `Bearer ${token}` };
  const pending = await app.inject({
    method: 'POST',
    url: '/api/uploadimageweb',
    headers,
    payload: { file: dataUrlOf(await smallPng()) },
  });
  assert.equal(pending.statusCode, 200, pending.body);
  const profile = await profileOf(app, headers);
  const photo = /[^/]+$/.exec(profile.images)?.[0];
  assert.ok(photo, 'B has a profile photo');
  const [photoId] = (profile.photo_ids as number[] | undefined) ?? [];
  assert.ok(photoId, "B's profile photo has an id");
  const b = { id, email, password, token, headers };
  const c = await createTestMember(app, { name: 'Cleo' });
  const chatId = await openChat(app, b, c);
  const sent = await app.inject({
    method: 'POST',
    url: '/api/websendmessage',
    headers,
    payload: { chat_id: chatId, receiver_id: c.id, client_id: 'b-1', message: B_MESSAGE },
  });
  assert.equal(sent.statusCode, 200, sent.body);
  const recorded = await app.inject({
    method: 'POST',
    url: '/api/uploadvoicechat',
    headers,
    payload: { file: dataUrlOf(webmRecording({ durationMs: 1500 }), 'audio/webm') },
  });
  assert.equal(recorded.statusCode, 200, recorded.body);
  const voice = await app.inject({
    method: 'POST',
    url: '/api/websendmessage',
    headers,
    payload: {
      chat_id: chatId,
      receiver_id: c.id,
      client_id: 'b-voice',
      upload_voice: recorded.json<{ voice_name: string }>().voice_name,
    },
  });
  assert.equal(voice.statusCode, 200, voice.body);
  const subscribed = await app.inject({
    method: 'POST',
    url: '/api/webpushsubscribe',
    headers,
    payload: {
      endpoint: B_PUSH_ENDPOINT,
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1', auth: 'tBHItJI5svbpez7K' },
    },
  });
  assert.equal(subscribed.statusCode, 200, subscribed.body);
  const filter = await app.inject({
    method: 'POST',
    url: '/api/websetfilter',
    headers,
    payload: { age: B_FILTER_AGE, distance: 87, gender: 'everyone', people_for: '1' },
  });
  assert.equal(filter.statusCode, 200, filter.body);
  const newJob = await app.inject({
    method: 'POST',
    url: '/api/websetprofile',
    headers,
    payload: { job: 'Lighthouse keeper' },
  });
  assert.equal(newJob.statusCode, 200, newJob.body);
  const asked = await app.inject({ method: 'POST', url: '/api/webrequestdataexport', headers });
  assert.equal(asked.statusCode, 200, asked.body);
  await app.services.dataExports.buildWaiting();
  const feedItem = await app.db
    .selectFrom('feed_items')
    .select('id')
    .where('member_id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    ...b,
    feedId: feedItem.id,
    photo,
    photoId,
    pendingPhoto: pending.json<UploadImageResponse>().image_name,
    c,
    chatId,
    messageId: sent.json<{ result: { id: number } }>().result.id,
    voiceMessageId: voice.json<{ result: { id: number } }>().result.id,
    pushEndpoint: B_PUSH_ENDPOINT,
    exportId: await dataExportIdOf(app, id),
  };
}

/** B's data export, ready: its id is the download's half that A could learn. */
async function dataExportIdOf(app: FastifyInstance, memberId: number): Promise<string> {
  const row = await app.db
    .selectFrom('data_exports')
    .select('id')
    .where('member_id', '=', memberId)
    .where('state', '=', 'ready')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What B sees of B's own: the profile and the messages of B's chat with C. */
async function viewOf(app: FastifyInstance, b: MemberB): Promise<unknown> {
  const messages = await app.inject({
    method: 'POST',
    url: '/api/webgetchatmessage',
    headers: b.headers,
    payload: { chat_id: b.chatId },
  });
  assert.equal(messages.statusCode, 200, messages.body);
  return { profile: await profileOf(app, b.headers), messages: messages.json<unknown>() };
}

interface ProfileAnswer {
  images: string;
  imagess: string[];
}

async function profileOf(
  app: FastifyInstance,
  headers: { authorization: string },
): Promise<ProfileAnswer & Record<string, unknown>> {
  const response = await app.inject({ method: 'POST', url: '/api/webprofile', headers });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<{ result: ProfileAnswer & Record<string, unknown> }>().result;
}

function call(
  world: CrossMemberWorld,
  route: string,
  { fields }: CrossMemberCall,
): Promise<LightMyRequestResponse> {
  const [method = '', url = ''] = route.split(' ');
  const headers = world.a.headers;
  if (method === 'GET') {
    const query = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [
        k,
        typeof v === 'object' ? JSON.stringify(v) : String(v),
      ]),
    );
    return world.app.inject({ method, url, headers, query });
  }
  return world.app.inject({ method: method as 'POST', url, headers, payload: fields });
}

function checkAnswer(
  world: CrossMemberWorld,
  route: string,
  made: CrossMemberCall,
  response: LightMyRequestResponse,
): void {
  const what = `${route} as A with ${JSON.stringify(made.fields)} answered ${response.statusCode} ${response.body.slice(0, 300)}`;
  assert.ok(response.statusCode < 500, what);
  for (const secret of world.secretsOfB) {
    assert.ok(!response.body.includes(secret), `${what}: it holds B's ${secret}`);
  }
  switch (made.expect) {
    case 'invalid-access':
      assert.equal(response.statusCode, 403, what);
      assert.equal(response.json<{ message: string }>().message, MESSAGES.invalidAccess, what);
      break;
    case 'refused':
      assert.ok(response.statusCode >= 400, what);
      break;
    case 'moderators-only':
      assert.equal(response.statusCode, 403, what);
      assert.equal(response.json<{ message: string }>().message, MESSAGES.moderatorsOnly, what);
      break;
    case 'nothing-of-b':
      assert.notEqual(response.statusCode, 401, `${what}: A is signed in`);
      break;
  }
}

for (const backend of testBackends()) {
  describe(`cross-member access on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend, { listen: true });
    let b: MemberB;
    let secretsOfB: string[];
    let viewOfB: unknown;
    let picture: string;

    /** Every /api route as `<METHOD> <url>`, from the app as built. */
    const apiRoutes = () =>
      suite.app.registeredRoutes
        .filter((route) => route.url.startsWith('/api/'))
        .map((route) => `${route.method} ${route.url}`);

    async function freshWorld(): Promise<CrossMemberWorld> {
      return {
        app: suite.app,
        a: await createTestMember(suite.app),
        b,
        secretsOfB,
        url: suite.url,
        picture,
      };
    }

    before(async () => {
      b = await signUpMemberB(suite.app);
      secretsOfB = [
        b.email,
        b.token,
        B_LATITUDE,
        B_LONGITUDE,
        B_MESSAGE,
        B_PUSH_ENDPOINT,
        B_FILTER_AGE,
      ];
      viewOfB = await viewOf(suite.app, b);
      picture = dataUrlOf(await smallPng());
    });

    it("finds B's secrets in B's own answers, so their absence from A's means something", () => {
      const own = JSON.stringify(viewOfB);
      for (const secret of [b.email, B_LATITUDE, B_LONGITUDE, B_MESSAGE, B_FILTER_AGE]) {
        assert.ok(own.includes(secret), secret);
      }
    });

    it('has a case for every /api route, and exempts only public calls', (t) => {
      const routes = apiRoutes();
      const missing = routes.filter(
        (route) => !(route in CROSS_MEMBER_CASES) && !(route in PUBLIC_EXEMPTIONS),
      );
      assert.deepEqual(
        missing,
        [],
        `routes without a cross-member case in src/security/crossMemberCases.ts: ${missing.join(', ')}`,
      );
      const stale = [...Object.keys(CROSS_MEMBER_CASES), ...Object.keys(PUBLIC_EXEMPTIONS)].filter(
        (route) => !routes.includes(route),
      );
      assert.deepEqual(stale, [], `cases for routes that do not exist: ${stale.join(', ')}`);
      const publicRoutes = new Set(
        suite.app.registeredRoutes.filter((r) => r.public).map((r) => `${r.method} ${r.url}`),
      );
      const privateExempt = Object.keys(PUBLIC_EXEMPTIONS).filter((r) => !publicRoutes.has(r));
      assert.deepEqual(privateExempt, [], 'only a public call may be exempt');
      t.diagnostic(
        `${routes.length} /api routes: ${routes.length - Object.keys(PUBLIC_EXEMPTIONS).length} with cases, ${Object.keys(PUBLIC_EXEMPTIONS).length} public exemptions`,
      );
    });

    it("answers A nothing of B's, whichever of B's identifiers A sends", async (t) => {
      let calls = 0;
      for (const route of apiRoutes().filter((r) => r in CROSS_MEMBER_CASES)) {
        await t.test(route, async () => {
          const world = await freshWorld();
          for (const made of CROSS_MEMBER_CASES[route]?.(world) ?? []) {
            checkAnswer(world, route, made, await call(world, route, made));
            await made.verify?.(world);
            calls += 1;
          }
          assert.deepEqual(
            await viewOf(suite.app, b),
            viewOfB,
            `${route} changed B's profile or messages, or ended B's session`,
          );
          const aNow = JSON.stringify(
            await profileOf(suite.app, {
              authorization: `Bearer ${await suite.app.sessions.open(world.a.id)}`,
            }),
          );
          for (const photo of [b.photo, b.pendingPhoto]) {
            assert.ok(!aNow.includes(photo), `${route} gave A B's photo ${photo}`);
          }
        });
      }
      t.diagnostic(`${calls} calls made as A with B's identifiers`);
    });

    it('has a case for every socket event, and each keeps B to B', async (t) => {
      const events = await listenedSocketEvents(suite.app, suite.url);
      const missing = events.filter((e) => !(e in SOCKET_CASES) && !(e in SOCKET_EXEMPTIONS));
      assert.deepEqual(
        missing,
        [],
        `socket events without a cross-member case in src/security/crossMemberCases.ts: ${missing.join(', ')}`,
      );
      const stale = [...Object.keys(SOCKET_CASES), ...Object.keys(SOCKET_EXEMPTIONS)].filter(
        (event) => !events.includes(event),
      );
      assert.deepEqual(stale, [], `cases for socket events that do not exist: ${stale.join(', ')}`);
      for (const event of events.filter((e) => e in SOCKET_CASES)) {
        await t.test(event, async () => {
          const world = await freshWorld();
          const socket = await connectAs(suite.url, world.a.token);
          try {
            await SOCKET_CASES[event]?.run(world, socket);
          } finally {
            socket.close();
          }
          assert.deepEqual(await viewOf(suite.app, b), viewOfB, `${event} changed B's messages`);
        });
      }
      t.diagnostic(`${events.length} socket events`);
    });
  });
}
