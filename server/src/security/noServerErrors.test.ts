import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '@dating/contract/rules';
import fc from 'fast-check';
import type { RegisteredRoute } from '../plugins/routeRegistryPlugin';
import { useTestApp } from '../../test/support/testApp';
import { testBackends } from '../../test/support/testBackends';
import {
  createTestMember,
  updateTestMember,
  type TestMember,
} from '../../test/support/testMembers';
import {
  hostileRequest,
  hostileSocketPayload,
  oversizedRequest,
  type HostileRequest,
} from '../../test/support/hostileRequests';
import { connectAs, listenedSocketEvents } from './listenedSocketEvents';

// A fixed seed, so a failure is reproduced by running again; FUZZ_SEED tries other values.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);

/** Each route and caller gets its own sequence from the one seed. */
function seedFor(...parts: string[]): number {
  return (SEED ^ createHash('sha256').update(parts.join(' ')).digest().readInt32BE(0)) | 0;
}

function describeRequest(request: HostileRequest): string {
  const text = Buffer.isBuffer(request.payload)
    ? request.payload.toString('utf8')
    : request.payload;
  return `${JSON.stringify(request.headers)} ${(text ?? '').slice(0, 400)}`;
}

/** 2xx, or a 4xx carrying `{status: 'false', message}`; never 5xx. */
function assertAnswered(request: HostileRequest, response: LightMyRequestResponse): void {
  const what = `${request.method} ${request.url} ${describeRequest(request)} answered ${response.statusCode} ${response.body.slice(0, 300)}`;
  assert.ok(response.statusCode < 500, what);
  if (response.statusCode < 400) return;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    assert.fail(`${what}: not JSON`);
  }
  assert.ok(typeof body === 'object' && body !== null, what);
  assert.equal((body as { status?: unknown }).status, 'false', what);
  const message = (body as { message?: unknown }).message;
  assert.ok(typeof message === 'string' && message.length > 0, `${what}: no message`);
}

for (const backend of testBackends()) {
  describe(`bad input on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend, { listen: true });
    /** Replaced when a call ends its session (logout, deactivation, removal, a suspension). */
    let member: TestMember;

    /** A moderator, so the moderation calls read their input rather than refusing the caller. */
    async function newMember(): Promise<TestMember> {
      const made = await createTestMember(suite.app);
      await updateTestMember(suite.app, made, { role: 'moderator' });
      return made;
    }
    /** Answers by status code, printed so a run that only meets 401s or 400s shows it. */
    const statuses = new Map<number, number>();

    async function send(
      request: HostileRequest,
      caller: 'visitor' | 'member',
    ): Promise<LightMyRequestResponse> {
      const asCaller = () =>
        suite.app.inject({
          ...request,
          headers:
            caller === 'member' ? { ...request.headers, ...member.headers } : request.headers,
        });
      let response = await asCaller();
      if (caller === 'member' && response.statusCode === 401) {
        // An earlier call ended the member's session (logout, deactivation): sign a new one in.
        member = await newMember();
        response = await asCaller();
      }
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      assertAnswered(request, response);
      return response;
    }

    async function assertHealthy(after: string): Promise<void> {
      const health = await suite.app.inject({ method: 'GET', url: '/healthz' });
      assert.equal(health.statusCode, 200, `the server stopped answering after ${after}`);
    }

    before(async () => {
      member = await newMember();
    });

    it('refuses text with U+0000 and numbers that are not finite before any call sees them', async () => {
      const refusals = [
        { url: '/api/websetprofile', payload: { bio: 'a\u0000b' } },
        { url: '/api/webprofile', payload: { 'user\u0000id': '1' } },
        { url: '/api/premiumid', payload: { premiumid: 'Infinity' } },
        { url: '/api/webcheckemail', payload: { email: '\u0000@example.com' } },
      ];
      for (const { url, payload } of refusals) {
        const response = await suite.app.inject({
          method: 'POST',
          url,
          headers: member.headers,
          payload,
        });
        assert.equal(response.statusCode, 400, `${url} ${response.body}`);
        assert.equal(response.json<{ message: string }>().message, MESSAGES.invalidFormat);
      }
      const query = await suite.app.inject({ method: 'GET', url: '/api/places?q=par%00is' });
      assert.equal(query.statusCode, 400, query.body);
    });

    it('answers bad input to every route with a 4xx and a message, and keeps answering', async (t) => {
      const routes = suite.app.registeredRoutes.filter((route: RegisteredRoute) =>
        route.url.startsWith('/api/'),
      );
      t.diagnostic(
        `seed ${SEED} (FUZZ_SEED=${SEED} reproduces this run), ${RUNS} runs per route and caller`,
      );
      for (const route of routes) {
        const name = `${route.method} ${route.url}`;
        await t.test(name, async () => {
          for (const caller of ['visitor', 'member'] as const) {
            await fc.assert(
              fc.asyncProperty(hostileRequest(route), async (request) => {
                await send(request, caller);
              }),
              // A visitor's call to a private route is refused before its body is read.
              {
                seed: seedFor(name, caller),
                numRuns: caller === 'visitor' && !route.public ? Math.ceil(RUNS / 10) : RUNS,
              },
            );
            if (route.method !== 'GET') {
              const oversized = await send(oversizedRequest(route), caller);
              if (caller === 'visitor' && !route.public) assert.equal(oversized.statusCode, 401);
              // Sent from another machine: such a route is not there for it, before any body.
              else if (route.thisMachineOnly) assert.equal(oversized.statusCode, 404, name);
              // A release call without the deploy token is refused from its headers too.
              else if (route.deployTokenOnly) assert.equal(oversized.statusCode, 403, name);
              else assert.equal(oversized.statusCode, 413, `${name} took a body over its limit`);
            }
          }
          await assertHealthy(name);
        });
      }
      const answers = [...statuses].sort(([a], [b]) => a - b);
      const calls = answers.reduce((sum, [, count]) => sum + count, 0);
      t.diagnostic(
        `${routes.length} routes, ${calls} calls; answers ${answers.map(([code, count]) => `${code}: ${count}`).join(', ')}`,
      );
    });

    it('answers bad socket payloads with a refusal or not at all, and keeps the socket', async (t) => {
      const events = await listenedSocketEvents(suite.app, suite.url);
      const socketMember = await createTestMember(suite.app);
      const socket = await connectAs(suite.url, socketMember.token);
      let acknowledged = 0;
      try {
        for (const event of events) {
          // Sent at once and awaited together: an event without acknowledgement (typing) only
          // costs one wait. No shrinking here: the seed and the payload name a failure.
          const payloads = fc.sample(hostileSocketPayload, {
            seed: seedFor('socket', event),
            numRuns: RUNS,
          });
          const answers = await Promise.all(
            payloads.map((payload) =>
              socket
                .timeout(2000)
                .emitWithAck(event, payload)
                .then(
                  (answer: unknown) => answer,
                  () => 'no acknowledgement',
                ),
            ),
          );
          answers.forEach((answer, index) => {
            const what = `${event} ${JSON.stringify(payloads[index])?.slice(0, 300)} answered ${JSON.stringify(answer)?.slice(0, 300)}`;
            if (answer === 'no acknowledgement') return;
            acknowledged += 1;
            const { status, message } = answer as { status?: unknown; message?: unknown };
            assert.ok(status === 'true' || status === 'false', what);
            if (status === 'false') {
              assert.ok(typeof message === 'string' && message !== '', what);
              assert.notEqual(message, 'Something went wrong', what);
            }
          });
          assert.ok(socket.connected, `the socket was dropped by ${event}`);
          await assertHealthy(`socket event ${event}`);
        }
      } finally {
        socket.close();
      }
      t.diagnostic(
        `${events.length} socket events, ${events.length * RUNS} payloads, ${acknowledged} refusals or answers acknowledged`,
      );
    });
  });
}
