import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { MESSAGES } from '@dating/contract/rules';
import type { ProxyTrust } from '../../config';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testClock } from '../../../test/support/testClock';
import { createTestMember } from '../../../test/support/testMembers';

const PROXY = '10.0.0.2';
const MINUTE = 60_000;

/** Whatever a client likes to write on the left of X-Forwarded-For: a new address each time. */
function madeUpAddress(): string {
  return `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

for (const backend of testBackends()) {
  for (const [setting, trustProxy] of [
    ['TRUST_PROXY=1', { hops: 1 }],
    [`TRUST_PROXY=${PROXY}`, { addresses: [PROXY] }],
  ] satisfies [string, ProxyTrust][]) {
    describe(
      `per-address limits behind a proxy (${setting}) on ${backend.name}`,
      {
        skip: backend.skip,
      },
      () => {
        const clock = testClock();
        const suite = useTestApp(backend, {
          config: { trustProxy },
          options: { now: clock.now },
        });

        /** A call the proxy passes on for `client`, after whatever the client wrote itself. */
        function throughProxy(name: string, payload: Record<string, string>, client: string) {
          const options: InjectOptions = {
            method: 'POST',
            url: `/api/${name}`,
            remoteAddress: PROXY,
            headers: { 'X-Forwarded-For': `${madeUpAddress()}, ${client}` },
            payload,
          };
          return suite.app.inject(options);
        }

        it('counts failed sign-ins against the client the proxy saw, not what it wrote', async () => {
          const member = await createTestMember(suite.app);
          const statuses: number[] = [];
          for (let attempt = 0; attempt < 40; attempt += 1) {
            const response = await throughProxy(
              'webemaillogin',
              { email: `nobody${attempt}@example.com`, password: 'whatever1' },
              '203.0.113.7',
            );
            statuses.push(response.statusCode);
          }
          const refused = await throughProxy(
            'webemaillogin',
            { email: member.email, password: member.password },
            '203.0.113.7',
          );
          const anotherClient = await throughProxy(
            'webemaillogin',
            { email: member.email, password: member.password },
            '198.51.100.20',
          );

          assert.deepEqual(statuses.slice(30), Array<number>(10).fill(429));
          assert.equal(refused.statusCode, 429);
          assert.equal(refused.json<{ message: string }>().message, MESSAGES.tooManyAttempts);
          assert.equal(anotherClient.statusCode, 200, 'the proxy itself is not what was limited');
          clock.advance(15 * MINUTE);
        });

        it('counts code guesses against the client the proxy saw', async () => {
          const statuses: number[] = [];
          for (let guess = 0; guess < 40; guess += 1) {
            const response = await throughProxy(
              'verifyotp',
              { email: `guessed${guess}@example.com`, otp: String(guess).padStart(4, '0') },
              '203.0.113.8',
            );
            statuses.push(response.statusCode);
          }

          assert.deepEqual(statuses.slice(30), Array<number>(10).fill(429));
          clock.advance(15 * MINUTE);
        });
      },
    );
  }

  describe(
    `per-address limits of a client reaching the server directly on ${backend.name}`,
    {
      skip: backend.skip,
    },
    () => {
      const clock = testClock();
      const suite = useTestApp(backend, {
        config: { trustProxy: { addresses: [PROXY] } },
        options: { now: clock.now },
      });

      it('counts its own address, whatever X-Forwarded-For it sends', async () => {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 40; attempt += 1) {
          const response = await suite.app.inject({
            method: 'POST',
            url: '/api/webemaillogin',
            remoteAddress: '203.0.113.9',
            headers: { 'X-Forwarded-For': madeUpAddress() },
            payload: { email: `nobody${attempt}@example.com`, password: 'whatever1' },
          });
          statuses.push(response.statusCode);
        }

        assert.deepEqual(statuses.slice(30), Array<number>(10).fill(429));
      });
    },
  );
}
