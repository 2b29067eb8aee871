import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { MESSAGES } from '@dating/contract/rules';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testClock } from '../../../test/support/testClock';
import { createTestMember, type TestMember } from '../../../test/support/testMembers';
import { lastMailedCode, signUpFields } from '../../../test/support/signUpThroughApi';
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

    /**
     * Moves the clock to the start of the next UTC day, a start of every window's slots: a
     * slot's attempts leave its window together, with the slot's start (rateLimiter.ts).
     */
    function startOfNextDay() {
      const day = 24 * HOUR;
      clock.advance(day - (clock.now().getTime() % day));
    }

    function call(name: string, payload: Payload, options: Partial<InjectOptions> = {}) {
      return suite.app.inject({ method: 'POST', url: `/api/${name}`, payload, ...options });
    }

    describe('sign-in', () => {
      const ownAddress = { remoteAddress: '198.51.100.1' };
      const signIn = (member: TestMember, password: string, options: Partial<InjectOptions> = {}) =>
        call('webemaillogin', { email: member.email, password }, { ...ownAddress, ...options });

      /** The owner signs in from her browser, which keeps the device cookie. */
      async function knownBrowserOf(member: TestMember): Promise<Partial<InjectOptions>> {
        const response = await signIn(member, member.password);
        assert.equal(response.statusCode, 200);
        const setCookie = String(response.headers['set-cookie']);
        const [cookie, ...attributes] = setCookie.split('; ');
        assert.match(cookie ?? '', /^device=[\w-]{43}$/);
        assert.deepEqual(
          attributes.filter((attribute) => !attribute.startsWith('Max-Age')),
          ['Path=/api', 'HttpOnly', 'SameSite=Lax'],
        );
        return { headers: { cookie: `language=en; ${cookie}` } };
      }

      function assertRefused(response: { statusCode: number; headers: Record<string, unknown> }) {
        assert.equal(response.statusCode, 429);
        assert.ok(Number(response.headers['retry-after']) > 0, 'Retry-After');
      }

      it("signs the owner's known browser in at once after 1,000 wrong guesses from 50 addresses", async () => {
        const owner = await createTestMember(suite.app);
        const browser = await knownBrowserOf(owner);
        const hashed = hasher.verifications;

        const guess = (index: number) =>
          signIn(owner, `guess ${index}`, { remoteAddress: `203.0.113.${(index % 50) + 1}` });
        const answers = [];
        for (let batch = 0; batch < 10; batch += 1) {
          const guesses = Array.from({ length: 100 }, (_, index) => guess(batch * 100 + index));
          // The owner signs in while the last hundred guesses are on their way.
          const ownerSignIn = batch === 9 ? signIn(owner, owner.password, browser) : undefined;
          answers.push(...(await Promise.all(guesses)));
          if (ownerSignIn) assert.equal((await ownerSignIn).statusCode, 200);
        }

        // At most 10 guesses from unknown browsers are checked; the others are refused unhashed
        // (429), or while the account's two places at the hashing gate are taken (503).
        const checked = answers.filter((answer) => answer.statusCode === 401).length;
        assert.ok(checked <= 10, `${checked} guesses checked`);
        for (const refused of answers.filter((answer) => answer.statusCode !== 401)) {
          assert.ok([429, 503].includes(refused.statusCode), String(refused.statusCode));
          assert.ok(Number(refused.headers['retry-after']) > 0, 'Retry-After');
          assert.equal(refused.json<{ status: string }>().status, 'false');
        }
        assert.ok(hasher.verifications - hashed <= 10 + 1, 'refused guesses are never hashed');
        assert.equal((await signIn(owner, owner.password, browser)).statusCode, 200);

        // A browser the account does not know waits out the window, like the guesses.
        assertRefused(await signIn(owner, owner.password));
        clock.advance(15 * MINUTE);
        assert.equal((await signIn(owner, owner.password)).statusCode, 200);
      });

      it('stops trusting a known browser after 10 of its own wrong passwords', async () => {
        const owner = await createTestMember(suite.app);
        const browser = await knownBrowserOf(owner);
        // The account's limit for unknown browsers is used up elsewhere.
        for (let index = 0; index < 10; index += 1) {
          const guess = await signIn(owner, `guess ${index}`, { remoteAddress: '203.0.113.99' });
          assert.equal(guess.statusCode, 401);
        }
        assert.equal((await signIn(owner, owner.password, browser)).statusCode, 200);

        for (let index = 0; index < 10; index += 1) {
          assert.equal((await signIn(owner, `mine ${index}`, browser)).statusCode, 401);
        }
        assertRefused(await signIn(owner, owner.password, browser));
        clock.advance(15 * MINUTE);
      });

      it('ignores a device cookie made up by the browser, and one for another member', async () => {
        const owner = await createTestMember(suite.app);
        const other = await createTestMember(suite.app);
        const othersBrowser = await knownBrowserOf(other);
        for (let index = 0; index < 10; index += 1) {
          await signIn(owner, `guess ${index}`, { remoteAddress: '203.0.113.98' });
        }

        assertRefused(await signIn(owner, owner.password, othersBrowser));
        const madeUp = { headers: { cookie: `device=${'A'.repeat(43)}` } };
        assertRefused(await signIn(owner, owner.password, madeUp));
        clock.advance(15 * MINUTE);
        const signedIn = await signIn(owner, owner.password, madeUp);
        assert.equal(signedIn.statusCode, 200);
        assert.doesNotMatch(
          String(signedIn.headers['set-cookie']),
          /AAAA/,
          'a new token is issued',
        );
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

    describe('sessions', () => {
      const DAY = 24 * HOUR;
      const profile = (token: string) =>
        call('webprofile', {}, { headers: { authorization: `Bearer ${token}` } });
      const lastUsed = async (member: TestMember) =>
        (
          await suite.app.db
            .selectFrom('sessions')
            .select('last_used_at')
            .where('member_id', '=', member.id)
            .executeTakeFirstOrThrow()
        ).last_used_at.getTime();

      it('end after 30 days unused, answered like any invalid token, and live on while used', async () => {
        const member = await createTestMember(suite.app);
        const opened = await lastUsed(member);

        clock.advance(MINUTE);
        assert.equal((await profile(member.token)).statusCode, 200);
        assert.equal(await lastUsed(member), opened, 'not written at every call');
        clock.advance(29 * DAY);
        assert.equal((await profile(member.token)).statusCode, 200);
        clock.advance(29 * DAY);
        assert.equal((await profile(member.token)).statusCode, 200, 'renewed by its use');
        clock.advance(30 * DAY);
        const expired = await profile(member.token);

        assert.equal(expired.statusCode, 401);
        assert.deepEqual(expired.json(), (await profile('no-such-token')).json());
      });

      it('end 180 days after sign-in however much they are used', async () => {
        const member = await createTestMember(suite.app);
        for (let day = 20; day < 180; day += 20) {
          clock.advance(20 * DAY);
          assert.equal((await profile(member.token)).statusCode, 200, `day ${day}`);
        }
        clock.advance(20 * DAY);
        assert.equal((await profile(member.token)).statusCode, 401);
      });

      it('are 20 at most per member: a new sign-in ends the oldest', async () => {
        const member = await createTestMember(suite.app);
        const tokens = [member.token];
        for (let signIn = 0; signIn < 20; signIn += 1) {
          clock.advance(1000);
          tokens.push(await suite.app.sessions.open(member.id));
        }

        assert.equal((await profile(tokens[0] ?? '')).statusCode, 401);
        for (const token of tokens.slice(1)) assert.equal((await profile(token)).statusCode, 200);
        const live = await suite.app.db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('member_id', '=', member.id)
          .executeTakeFirstOrThrow();
        assert.equal(Number(live.count), 20);
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
        startOfNextDay();
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
        startOfNextDay();
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
    // Every hash is held until the test releases them; the app's own gate lets them in.
    const heldHasher: PasswordHasher = {
      hash: () => Promise.reject(new Error('not used')),
      verify: async () => {
        hashesStarted += 1;
        await held;
        return false;
      },
    };

    const suite = useTestApp(backend, {
      options: { passwordHasher: heldHasher },
      beforeClose: () => releaseHashing(),
    });

    it("refuses only the flooding address's excess (503), queues the others, and /healthz answers", async () => {
      const members = await Promise.all(
        Array.from({ length: 6 }, () => createTestMember(suite.app)),
      );
      const signIn = (member: TestMember, remoteAddress: string) =>
        suite.app.inject({
          method: 'POST',
          url: '/api/webemaillogin',
          payload: { email: member.email, password: 'wrong guess' },
          remoteAddress,
        });
      const flood = members.slice(0, 5).map((member) => signIn(member, '203.0.113.66'));
      const bystander = signIn(members[5] as TestMember, '198.51.100.66');

      const settled = await Promise.race([
        Promise.all([...flood, bystander]),
        new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 1000)),
      ]);
      assert.equal(settled, 'held');
      const health = await suite.app.inject({ method: 'GET', url: '/healthz' });
      assert.equal(health.statusCode, 200);

      releaseHashing();
      const answers = await Promise.all(flood);
      assert.deepEqual(
        answers.map((answer) => answer.statusCode).sort(),
        [401, 401, 503, 503, 503],
      );
      const busy = answers.find((answer) => answer.statusCode === 503);
      assert.deepEqual(busy?.json(), { status: 'false', message: MESSAGES.serverBusy });
      assert.equal(busy?.headers['retry-after'], '1');
      assert.equal((await bystander).statusCode, 401, 'waited its turn rather than refused');
      assert.equal(hashesStarted, 3);
    });
  });
}
