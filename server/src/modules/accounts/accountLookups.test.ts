import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testClock } from '../../../test/support/testClock';
import { createTestMember } from '../../../test/support/testMembers';
import { signUpFields } from '../../../test/support/signUpThroughApi';

const MINUTE = 60_000;
/** Look-ups a network address gets in 15 minutes (accountLookups.ts). */
const LOOKUPS = 20;
/** Codes mailed from one network address in an hour (emailCodes.ts). */
const SENDS_PER_CLIENT = 20;

/** What a caller can tell answers apart by. */
function seen(response: LightMyRequestResponse) {
  return {
    status: response.statusCode,
    retryAfter: response.headers['retry-after'],
    body: response.json<unknown>(),
  };
}

for (const backend of testBackends()) {
  describe(`account look-ups on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = testClock();
    const suite = useTestApp(backend, { options: { now: clock.now } });

    const call = (name: string, payload: Record<string, string>, remoteAddress: string) =>
      suite.app.inject({ method: 'POST', url: `/api/${name}`, payload, remoteAddress });

    async function mailsTo(email: string): Promise<number> {
      const response = await suite.app.inject({
        method: 'GET',
        url: `/api/dev/mail?to=${encodeURIComponent(email)}`,
      });
      return response.json<{ mails: unknown[] }>().mails.length;
    }

    it("answers a member's address and a free one alike once the caller is past the limit", async () => {
      const member = await createTestMember(suite.app);
      const prober = '198.51.100.7';
      const probed: { email: string; status: number }[] = [];
      for (let index = 0; index < 2 * LOOKUPS; index += 1) {
        const email = index % 2 === 0 ? signUpFields().email : member.email;
        probed.push({ email, status: (await call('webcheckemail', { email }, prober)).statusCode });
      }

      // Counted before the look-up: the first ones told, every later one refused alike.
      assert.deepEqual(
        probed.map(({ status }) => status),
        [
          ...Array.from({ length: LOOKUPS }, (_, index) => (index % 2 === 0 ? 200 : 409)),
          ...Array<number>(LOOKUPS).fill(429),
        ],
      );
      const registered = seen(await call('webcheckemail', { email: member.email }, prober));
      const free = seen(await call('webcheckemail', { email: signUpFields().email }, prober));
      assert.equal(registered.status, 429);
      assert.deepEqual(free, registered);
      // The reset and social look-ups share the caller's count.
      const forgotMember = seen(await call('webforgot', { email: member.email }, prober));
      const forgotFree = seen(await call('webforgot', { email: signUpFields().email }, prober));
      assert.equal(forgotMember.status, 429);
      assert.deepEqual(forgotFree, forgotMember);
      const social = seen(await call('check_fb_user', { fbid: '1234', access_token: 'x' }, prober));
      assert.equal(social.status, 429);

      // A code went to each free address answered 200, none to those refused.
      for (const { email, status } of probed.filter((probe) => probe.email !== member.email)) {
        assert.equal(await mailsTo(email), status === 200 ? 1 : 0, `${email} answered ${status}`);
      }
      clock.advance(60 * MINUTE);
    });

    it('mails at most 20 codes an hour from one caller, to however many new addresses', async () => {
      const prober = '198.51.100.8';
      let mailed = 0;
      // Four quarters of an hour, each with its full count of look-ups of new addresses.
      for (let quarter = 0; quarter < 4; quarter += 1) {
        for (let index = 0; index < LOOKUPS; index += 1) {
          const { email } = signUpFields();
          const response = await call('webcheckemail', { email }, prober);
          assert.ok([200, 429].includes(response.statusCode), `answered ${response.statusCode}`);
          mailed += await mailsTo(email);
        }
        clock.advance(15 * MINUTE);
      }

      assert.equal(mailed, SENDS_PER_CLIENT);
    });
  });
}
