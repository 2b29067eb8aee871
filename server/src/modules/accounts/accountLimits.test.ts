import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { MESSAGES } from '@dating/shared/rules';
import { useTestApp } from '../../testing/testApp';
import { testBackends } from '../../testing/testBackends';
import { testClock } from '../../testing/testClock';
import { createTestMember } from '../../testing/testMembers';
import { lastMailedCode, signUpFields } from '../../testing/signUpThroughApi';
import { HashingGate } from './hashingGate';
import { Argon2PasswordHasher, type PasswordHasher } from './passwordHasher';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Payload = Record<string, string>;

/** The real hasher, counting the hashes it is asked for. */
class CountingHasher implements PasswordHasher {
  verifications = 0;
  private readonly real = new Argon2PasswordHasher();

  hash(password: string): Promise<string> {
    return this.real.hash(password);
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    this.verifications += 1;
    return this.real.verify(passwordHash, password);
  }
}

/** A code other than the one mailed: what a sweeping attacker tries. */
function wrongCode(right: string, index: number): string {
  const guess = String(index % 10_000).padStart(4, '0');
  return guess === right ? String((index + 1) % 10_000).padStart(4, '0') : guess;
}

for (const backend of testBackends()) {
  describe(`account limits on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = testClock();
    const hasher = new CountingHasher();
    const suite = useTestApp(backend, { options: { now: clock.now, passwordHasher: hasher } });

    function call(name: string, payload: Payload, options: Partial<InjectOptions> = {}) {
      return suite.app.inject({ method: 'POST', url: `/api/${name}`, payload, ...options });
    }

    describe('sign-in', () => {
      it('allows 5 failures per 15 minutes per account, with growing delays', async () => {
        const member = await createTestMember(suite.app);
        const attempt = (password: string) =>
          call('webemaillogin', { email: member.email, password });
        const wrong = () => attempt('wrong guess');

        assert.equal((await wrong()).statusCode, 401);
        assert.equal((await wrong()).statusCode, 401);
        const tooSoon = await wrong();
        assert.equal(tooSoon.statusCode, 429);
        assert.equal(tooSoon.json<{ message: string }>().message, MESSAGES.tooManyAttempts);
        assert.equal(tooSoon.headers['retry-after'], '1');
        clock.advance(1000);
        assert.equal((await wrong()).statusCode, 401);
        clock.advance(2000);
        assert.equal((await wrong()).statusCode, 401);
        clock.advance(4000);
        assert.equal((await wrong()).statusCode, 401);

        clock.advance(MINUTE);
        const locked = await attempt(member.password);
        assert.equal(locked.statusCode, 429, 'even the right password, once locked');
        assert.equal(locked.json<{ message: string }>().message, MESSAGES.tooManyAttempts);
        // Locked for what is left of the 15 minutes since the first failure.
        assert.ok(Number(locked.headers['retry-after']) > MINUTE / 1000);

        clock.advance(15 * MINUTE);
        assert.equal((await attempt(member.password)).statusCode, 200);
      });

      it('refuses a locked account before hashing anything', async () => {
        const member = await createTestMember(suite.app);
        const fromFlooder = { remoteAddress: '203.0.113.50' };
        for (let failure = 0; failure < 5; failure += 1) {
          clock.advance(10_000);
          await call(
            'webemaillogin',
            { email: member.email, password: 'wrong guess' },
            fromFlooder,
          );
        }
        const hashed = hasher.verifications;

        for (let flood = 0; flood < 20; flood += 1) {
          const response = await call(
            'webemaillogin',
            { email: member.email, password: `guess ${flood}` },
            fromFlooder,
          );
          assert.equal(response.statusCode, 429);
        }

        assert.equal(hasher.verifications, hashed);
        clock.advance(15 * MINUTE);
      });

      it('limits failed sign-ins per network address, whatever the accounts', async () => {
        const member = await createTestMember(suite.app);
        const fromAttacker = { remoteAddress: '203.0.113.7' };
        for (let attempt = 0; attempt < 30; attempt += 1) {
          const response = await call(
            'webemaillogin',
            { email: `nobody${attempt}@example.com`, password: 'whatever1' },
            fromAttacker,
          );
          assert.equal(response.statusCode, 404);
        }

        const refused = await call(
          'webemaillogin',
          { email: member.email, password: member.password },
          fromAttacker,
        );
        const elsewhere = await call(
          'webemaillogin',
          { email: member.email, password: member.password },
          { remoteAddress: '198.51.100.20' },
        );

        assert.equal(refused.statusCode, 429);
        assert.equal(elsewhere.statusCode, 200);
      });
    });

    describe('the mailed codes', () => {
      async function requestCode(email: string, remoteAddress = '192.0.2.1') {
        return call('webcheckemail', { email }, { remoteAddress });
      }

      it('expire after 10 minutes', async () => {
        const { email } = signUpFields();
        await requestCode(email);
        const code = await lastMailedCode(suite.app, email);

        clock.advance(10 * MINUTE + 1000);
        const late = await call('verifyotp', { email, otp: code });

        assert.equal(late.statusCode, 400);
        assert.equal(late.json<{ message: string }>().message, 'The OTP is not valid');

        await requestCode(email);
        const fresh = await lastMailedCode(suite.app, email);
        clock.advance(9 * MINUTE);
        assert.equal((await call('verifyotp', { email, otp: fresh })).statusCode, 200);
      });

      it('die after 5 wrong tries, the right code included', async () => {
        const { email } = signUpFields();
        await requestCode(email);
        const code = await lastMailedCode(suite.app, email);

        for (let index = 0; index < 5; index += 1) {
          const guess = await call('verifyotp', { email, otp: wrongCode(code, index) });
          assert.equal(guess.statusCode, 400);
        }
        const right = await call('verifyotp', { email, otp: code });

        assert.equal(right.statusCode, 400);
        assert.equal(right.json<{ message: string }>().message, 'The OTP is not valid');
      });

      it('are single use', async () => {
        const { email } = signUpFields();
        await requestCode(email);
        const code = await lastMailedCode(suite.app, email);

        assert.equal((await call('verifyotp', { email, otp: code })).statusCode, 200);
        assert.equal((await call('verifyotp', { email, otp: code })).statusCode, 400);
      });

      it('are sent at most 3 times an hour and 10 times a day per address', async () => {
        const { email } = signUpFields();
        const sent: number[] = [];
        // A day, asking every 10 minutes, from a new network address each time.
        for (let minute = 0; minute < 24 * 60; minute += 10) {
          const response = await requestCode(email, `10.7.${minute % 250}.${minute / 10 + 1}`);
          if (response.statusCode === 200) sent.push(minute);
          else assert.equal(response.statusCode, 429);
          clock.advance(10 * MINUTE);
        }

        assert.equal(sent.length, 10);
        for (const minute of sent) {
          const inTheHour = sent.filter((other) => other >= minute && other < minute + 60);
          assert.ok(inTheHour.length <= 3, `sent ${inTheHour.length} codes within an hour`);
        }
        clock.advance(24 * HOUR);
      });

      it('cannot be swept: at most 50 of the 10,000 codes can be tried a day', async () => {
        const { email } = signUpFields();
        let guesses = 0;
        let verified = false;
        // The attacker asks for a code every 10 minutes for a day and spends its 5 tries on
        // the next codes of the sweep (sparing the mailed one: the sweep is what is measured).
        for (let minute = 0; minute < 24 * 60; minute += 10) {
          const address = `10.8.${minute % 250}.${minute / 10 + 1}`;
          const sent = await requestCode(email, address);
          if (sent.statusCode === 200) {
            const code = await lastMailedCode(suite.app, email);
            for (let tries = 0; tries < 5; tries += 1) {
              const guess = wrongCode(code, guesses);
              guesses += 1;
              const response = await call(
                'verifyotp',
                { email, otp: guess },
                { remoteAddress: address },
              );
              verified ||= response.statusCode === 200;
            }
            // Having spent the tries, even the right code is refused.
            const right = await call('verifyotp', { email, otp: code }, { remoteAddress: address });
            assert.equal(right.statusCode, 400);
          }
          clock.advance(10 * MINUTE);
        }

        assert.equal(verified, false);
        assert.equal(guesses, 50, 'a day allows 10 codes of 5 tries each');
        assert.ok(guesses / 10_000 < 0.01, 'a day covers under 1% of the codes');
        clock.advance(24 * HOUR);
      });
    });

    describe('forgotten password', () => {
      it('limits reset codes like sign-ins (429 with a clear message)', async () => {
        const member = await createTestMember(suite.app);
        const forgot = () => call('webforgot', { email: member.email });

        for (let request = 0; request < 3; request += 1) {
          assert.equal((await forgot()).statusCode, 200);
        }
        const refused = await forgot();

        assert.equal(refused.statusCode, 429);
        assert.match(refused.json<{ message: string }>().message, /^Too many attempts/);
        clock.advance(HOUR);
        assert.equal((await forgot()).statusCode, 200);
      });
    });
  });

  describe(`hashing under a flood on ${backend.name}`, { skip: backend.skip }, () => {
    let releaseHashing: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      releaseHashing = resolve;
    });
    let hashesStarted = 0;
    // One hash at a time and two waiting, each held until the test releases them.
    const gate = new HashingGate(1, 2);
    const heldHasher: PasswordHasher = {
      hash: () => Promise.reject(new Error('not used')),
      verify: () =>
        gate.run(async () => {
          hashesStarted += 1;
          await held;
          return false;
        }),
    };

    const suite = useTestApp(backend, {
      options: { passwordHasher: heldHasher },
      beforeClose: () => releaseHashing(),
    });

    it('refuses sign-ins beyond the hashing gate at once, while /healthz keeps answering', async () => {
      const members = await Promise.all(
        Array.from({ length: 5 }, () => createTestMember(suite.app)),
      );
      const signIns = members.map((member, index) =>
        suite.app.inject({
          method: 'POST',
          url: '/api/webemaillogin',
          payload: { email: member.email, password: 'wrong guess' },
          remoteAddress: `10.9.0.${index + 1}`,
        }),
      );

      const settled = await Promise.race([
        Promise.all(signIns),
        // The two beyond the gate answer while the other three are still held.
        new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 3000)),
      ]);
      assert.equal(settled, 'held');
      const health = await suite.app.inject({ method: 'GET', url: '/healthz' });
      assert.equal(health.statusCode, 200);

      releaseHashing();
      const answers = await Promise.all(signIns);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      assert.deepEqual(statuses, [401, 401, 401, 429, 429]);
      const busy = answers.find((answer) => answer.statusCode === 429);
      assert.equal(
        busy?.json<{ message: string }>().message,
        'The server is busy. Please try again in a moment',
      );
      assert.equal(hashesStarted, 3);
    });
  });
}
