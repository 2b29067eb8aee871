import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type {
  AdminDataResponse,
  CheckEmailResponse,
  CountsResponse,
  LoginResponse,
  ProfileResponse,
  SocialCheckResponse,
} from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../../app';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testConfig } from '../../../test/support/testConfig';
import { TEST_PICTURE_URL, TestIdentityProvider } from '../../../test/support/testIdentityProvider';
import { createTestMember } from '../../../test/support/testMembers';
import {
  lastMailedCode,
  signUpFields,
  signUpThroughApi,
  type SignUpFields,
  uploadPhoto,
} from '../../../test/support/signUpThroughApi';

type Payload = Record<string, string>;

/** What members tried and were let through before: each refused as too easy to guess. */
const WEAK_PASSWORDS = ['aaaaaa', 'abcdef', '123456', 'password1', '      ', 'qwerty123'];

for (const backend of testBackends()) {
  describe(`account and session calls on ${backend.name}`, { skip: backend.skip }, () => {
    let uploadsDir: string;
    const provider = new TestIdentityProvider();
    const suite = useTestApp(backend, async () => {
      uploadsDir = await mkdtemp(path.join(tmpdir(), 'dating-accounts-'));
      return {
        config: { uploadsDir },
        options: { identityProvider: provider },
        cleanup: () => rm(uploadsDir, { recursive: true, force: true }),
      };
    });

    function call(name: string, payload: Payload = {}, options: Partial<InjectOptions> = {}) {
      return suite.app.inject({ method: 'POST', url: `/api/${name}`, payload, ...options });
    }

    async function signIn(email: string, password: string): Promise<LoginResponse['peoples']> {
      const response = await call('webemaillogin', { email, password, language: 'en' });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<LoginResponse>().peoples;
    }

    const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

    describe('sign-up', () => {
      it('runs the whole flow: e-mail check, mailed code, photo, sign-up, then sign-in', async () => {
        const { fields, statusCode, body } = await signUpThroughApi(suite.app);

        assert.equal(statusCode, 200);
        assert.deepEqual(body, { status: 'true', message: 'Registered successfully' });
        const { user_id, token } = await signIn(fields.email, fields.password);
        assert.ok(Number.isInteger(user_id));
        assert.ok(Buffer.from(token, 'base64url').length >= 16, 'at least 128 random bits');

        const profile = await call('webprofile', { user_id: String(user_id) }, bearer(token));
        assert.equal(profile.statusCode, 200);
        const { result } = profile.json<ProfileResponse>();
        assert.equal(result.user_name, 'Ada Lovelace');
        assert.equal(result.email, fields.email);
        assert.deepEqual(result.interest, ['Music', 'Travel']);
        assert.deepEqual(result.people_for, [2]);
        assert.equal(result.location, 'Paris, Île-de-France, France');
        assert.deepEqual([result.lat, result.lon], [48.85341, 2.3488]);
        assert.equal(result.imagess.length, 1);
        assert.equal(result.images, result.imagess[0]);
        assert.equal(result.premium_member, 'false');
        assert.equal(result.userstatus, 1);
        assert.equal(result.filter_age, '18-60');
        assert.equal(result.filter_distance, 100);
        assert.equal(result.show_age, 'true');
        assert.equal(result.invisible, 'false');
        const photo = await suite.app.inject({ method: 'GET', url: result.images });
        assert.equal(photo.statusCode, 200);
        assert.equal(photo.headers['content-type'], 'image/jpeg');
      });

      it('computes the age from the date of birth, ignoring a sent age', async () => {
        const { fields } = await signUpThroughApi(suite.app, { dob: '2000-01-01' });
        const { user_id, token } = await signIn(fields.email, fields.password);

        const profile = await call('webprofile', { user_id: String(user_id) }, bearer(token));

        const expected = new Date().getUTCFullYear() - 2000;
        assert.equal(profile.json<ProfileResponse>().result.age, expected);
      });

      it("webcheckemail answers 'Email Already Exists' for a member's address, in any case", async () => {
        const member = await createTestMember(suite.app);

        const response = await call('webcheckemail', { email: member.email.toUpperCase() });

        assert.equal(response.statusCode, 409);
        assert.deepEqual(response.json(), { status: 'false', message: 'Email Already Exists' });
      });

      it("webcheckemail refuses an address that is not one: 'Please enter valid email'", async () => {
        const response = await call('webcheckemail', { email: 'not-an-address' });

        assert.equal(response.statusCode, 400);
        assert.equal(response.json<{ message: string }>().message, 'Please enter valid email');
      });

      it("verifyotp refuses a wrong code: 'The OTP is not valid'", async () => {
        const email = signUpFields().email;
        const check = await call('webcheckemail', { email });
        assert.equal(check.json<CheckEmailResponse>().email_verified, 'enabled');
        const code = await lastMailedCode(suite.app, email);
        const wrong = code === '0000' ? '0001' : '0000';

        const response = await call('verifyotp', { email, otp: wrong });

        assert.equal(response.statusCode, 400);
        assert.deepEqual(response.json(), { status: 'false', message: 'The OTP is not valid' });
      });

      it('signupweb refuses an address that was not verified with the code', async () => {
        const fields = signUpFields();
        await call('webcheckemail', { email: fields.email });
        const image_name = await uploadPhoto(suite.app);

        const response = await call('signupweb', { ...fields, image_name });

        assert.equal(response.statusCode, 400);
        assert.equal(
          response.json<{ message: string }>().message,
          'Please verify your email with the code first',
        );
      });

      it('enforces every rule of spec section 5 whatever the browser checked', async () => {
        const eighteenTomorrow = new Date();
        eighteenTomorrow.setUTCFullYear(eighteenTomorrow.getUTCFullYear() - 18);
        eighteenTomorrow.setUTCDate(eighteenTomorrow.getUTCDate() + 1);
        const cases: [Payload, number, string][] = [
          [{ email: '' }, 400, 'Please fill the details'],
          [{ dob: '' }, 400, 'Please fill the details'],
          [{ name: 'Al' }, 400, 'Name must be 3 to 20 letters or spaces'],
          [{ name: 'R2-D2 the droid' }, 400, 'Name must be 3 to 20 letters or spaces'],
          [{ email: 'ada@@example' }, 400, 'Please enter valid email'],
          [{ password: 'short' }, 400, 'Password must be 6 to 15 characters'],
          [{ password: 'a'.repeat(16) }, 400, 'Password must be 6 to 15 characters'],
          [
            { dob: eighteenTomorrow.toISOString().slice(0, 10) },
            400,
            'You must be at least 18 years old',
          ],
          [{ dob: '1900-12-31' }, 400, 'Invalid format'],
          [{ dob: '1990-02-30' }, 400, 'Invalid format'],
          [{ gender: 'robot' }, 400, 'Gender must be female, male or other'],
          [{ peopleforid: '' }, 400, 'Please select any one'],
          [{ peopleforid: '99' }, 400, 'Please select any one'],
          [{ check: '[]' }, 400, 'Please select the interest'],
          [{ check: '["Knitting on Mars"]' }, 400, 'Please select the interest'],
          [{ location: '' }, 400, 'Select location properly or change location'],
          [{ lat: '' }, 400, 'Select location properly or change location'],
          [{ lat: '91', lon: '2' }, 400, 'Select location properly or change location'],
          [{ lon: 'east' }, 400, 'Select location properly or change location'],
        ];
        for (const [change, status, message] of cases) {
          const response = await call('signupweb', { ...signUpFields(), ...change });

          assert.equal(response.statusCode, status, JSON.stringify(change));
          assert.equal(
            response.json<{ message: string }>().message,
            message,
            JSON.stringify(change),
          );
        }
      });

      it('refuses guessable passwords and those holding the name or e-mail, saying why', async () => {
        const weak = MESSAGES.weakPassword;
        const cases: [Partial<SignUpFields>, string][] = [
          ...WEAK_PASSWORDS.map((password): [Partial<SignUpFields>, string] => [
            { password },
            weak,
          ]),
          [{ name: 'Ada Lovelace', password: 'LOVELACE#93x' }, MESSAGES.passwordHasName],
          [{ email: 'kingada@example.com', password: 'kingada.ok7Z' }, MESSAGES.passwordHasEmail],
        ];
        for (const [change, message] of cases) {
          const response = await call('signupweb', { ...signUpFields(change) });

          assert.equal(response.statusCode, 400, JSON.stringify(change));
          assert.deepEqual(response.json(), { status: 'false', message }, JSON.stringify(change));
        }
      });

      it("refuses a sign-up without a photo, or with someone else's: 'Please atleast select one Image'", async () => {
        const first = await signUpThroughApi(suite.app);
        assert.equal(first.statusCode, 200);
        const claimed = (
          await suite.database.handle.db
            .selectFrom('photos')
            .innerJoin('members', 'members.id', 'photos.member_id')
            .select('image_name')
            .where('members.email', '=', first.fields.email)
            .executeTakeFirstOrThrow()
        ).image_name;

        for (const image_name of ['', 'no-such-upload.jpg', claimed]) {
          const fields = signUpFields();
          await call('webcheckemail', { email: fields.email });
          const otp = await lastMailedCode(suite.app, fields.email);
          await call('verifyotp', { email: fields.email, otp });

          const response = await call('signupweb', { ...fields, image_name });

          assert.equal(response.statusCode, 400, image_name);
          assert.equal(
            response.json<{ message: string }>().message,
            'Please atleast select one Image',
          );
        }
      });

      it('stores the social picture as the photo when the sign-up has no upload', async () => {
        const fields = signUpFields();
        await call('webcheckemail', { email: fields.email });
        await call('verifyotp', {
          email: fields.email,
          otp: await lastMailedCode(suite.app, fields.email),
        });

        const response = await call('signupweb', { ...fields, fbpic: `${TEST_PICTURE_URL}me.png` });

        assert.equal(response.statusCode, 200, response.body);
        const { user_id, token } = await signIn(fields.email, fields.password);
        const profile = await call('webprofile', { user_id: String(user_id) }, bearer(token));
        assert.match(profile.json<ProfileResponse>().result.images, /^\/uploads\/[0-9a-f]+\.jpg$/);
      });
    });

    describe('sign-in', () => {
      it("answers 'Email Id not registered' and 'Email or Password Incorrect'", async () => {
        const member = await createTestMember(suite.app);

        const unknown = await call('webemaillogin', {
          email: 'nobody@example.com',
          password: 'whatever1',
        });
        const wrong = await call('webemaillogin', { email: member.email, password: 'wrong one' });

        assert.equal(unknown.statusCode, 404);
        assert.deepEqual(unknown.json(), { status: 'false', message: 'Email Id not registered' });
        assert.equal(wrong.statusCode, 401);
        assert.deepEqual(wrong.json(), {
          status: 'false',
          message: 'Email or Password Incorrect',
        });
      });

      it('gives a new token at each sign-in; the answer holds no hash', async () => {
        const member = await createTestMember(suite.app);

        const first = await call('webemaillogin', {
          email: member.email,
          password: member.password,
        });
        const second = await signIn(member.email, member.password);

        const body = first.json<LoginResponse>();
        assert.deepEqual(Object.keys(body).sort(), ['message', 'peoples', 'status']);
        assert.deepEqual(Object.keys(body.peoples).sort(), ['token', 'user_id']);
        assert.notEqual(body.peoples.token, second.token);
        assert.doesNotMatch(first.body, /argon2/);
        const stored = await suite.database.handle.db
          .selectFrom('sessions')
          .select('token_hash')
          .where('member_id', '=', member.id)
          .execute();
        assert.ok(
          stored.every((row) => row.token_hash !== second.token),
          'tokens stored hashed',
        );
      });
    });

    describe('the signed-in calls', () => {
      it('answer 401 without a token or with a made-up one', async () => {
        for (const name of ['webprofile', 'webgetcounts', 'webonlinestatus', 'weblogout']) {
          const missing = await call(name, { status: '1' });
          const madeUp = await call(name, { status: '1' }, bearer('not-a-real-token'));

          assert.equal(missing.statusCode, 401, name);
          assert.equal(madeUp.statusCode, 401, name);
        }
      });

      it("answer 403 'Invalid access' for another member's user_id", async () => {
        const member = await createTestMember(suite.app);
        const other = await createTestMember(suite.app);
        const calls: [string, Payload][] = [
          ['webprofile', {}],
          ['webonlinestatus', { status: '1' }],
          ['webgetcounts', {}],
          ['weblogout', {}],
          ['webchangepassword', { old_password: member.password, new_password: 'fresh pass 9' }],
          ['webdeleteaccount', {}],
          ['webremoveaccount', { password: member.password }],
        ];

        for (const [name, payload] of calls) {
          const response = await call(
            name,
            { ...payload, user_id: String(other.id) },
            { headers: member.headers },
          );

          assert.equal(response.statusCode, 403, name);
          assert.deepEqual(response.json(), { status: 'false', message: 'Invalid access' }, name);
        }
        // Nothing happened to either member.
        assert.equal((await signIn(member.email, member.password)).user_id, member.id);
      });

      it('webonlinestatus sets the online flag and the last-seen time', async () => {
        const member = await createTestMember(suite.app);

        const online = await call('webonlinestatus', { status: '1' }, { headers: member.headers });
        const row = await suite.database.handle.db
          .selectFrom('members')
          .select(['online', 'last_seen'])
          .where('id', '=', member.id)
          .executeTakeFirstOrThrow();

        assert.deepEqual(online.json(), { status: 'true' });
        assert.equal(row.online, true);
        assert.ok(row.last_seen instanceof Date);

        await suite.app.inject({
          method: 'POST',
          url: '/api/webonlinestatus',
          headers: member.headers,
          payload: { user_id: member.id, status: 0 },
        });
        const after = await suite.database.handle.db
          .selectFrom('members')
          .select('online')
          .where('id', '=', member.id)
          .executeTakeFirstOrThrow();
        assert.equal(after.online, false);
      });

      it('webprofile answers what was written since, by this process or any other', async () => {
        const member = await createTestMember(suite.app);
        const db = suite.database.handle.db;
        const profile = async (language = 'en') => {
          const response = await call('webprofile', { language }, { headers: member.headers });
          assert.equal(response.statusCode, 200, response.body);
          return response.json<ProfileResponse>().result;
        };
        const { id: promptId } = await db
          .insertInto('prompts')
          .values({ text: 'My perfect Sunday' })
          .returning('id')
          .executeTakeFirstOrThrow();
        assert.equal((await profile()).bio, '');
        assert.deepEqual((await profile('fr')).prompts, []);

        // Written straight to the database, as another server process or the admin CLI does.
        await db
          .updateTable('members')
          .set({ bio: 'Tea first' })
          .where('id', '=', member.id)
          .execute();
        assert.equal((await profile()).bio, 'Tea first');

        await db
          .insertInto('member_prompts')
          .values({ member_id: member.id, position: 0, prompt_id: promptId, answer: 'A long walk' })
          .execute();
        assert.deepEqual((await profile('fr')).prompts, [
          { prompt_id: promptId, prompt: 'My perfect Sunday', answer: 'A long walk' },
        ]);
        await db
          .insertInto('prompt_translations')
          .values({ prompt_id: promptId, language: 'fr', text: 'Mon dimanche idéal' })
          .execute();
        assert.equal((await profile('fr')).prompts?.[0]?.prompt, 'Mon dimanche idéal');
        await db
          .updateTable('prompts')
          .set({ text: 'My ideal Sunday' })
          .where('id', '=', promptId)
          .execute();
        assert.equal((await profile()).prompts?.[0]?.prompt, 'My ideal Sunday');

        await db
          .insertInto('photos')
          .values({
            image_name: 'sunday.jpg',
            blurred_name: 'sunday-blurred.jpg',
            member_id: member.id,
            position: 0,
            created_at: new Date(),
          })
          .execute();
        assert.match((await profile()).images, /sunday\.jpg$/);
        await db.deleteFrom('photos').where('member_id', '=', member.id).execute();
        assert.deepEqual((await profile()).imagess, []);
      });

      it('webprofile calls arriving together each answer their own member, as now', async () => {
        const members = await Promise.all([1, 2, 3].map(() => createTestMember(suite.app)));
        const profiles = () =>
          Promise.all(
            members.map(async (member) => {
              const response = await call('webprofile', {}, { headers: member.headers });
              assert.equal(response.statusCode, 200, response.body);
              return response.json<ProfileResponse>().result;
            }),
          );
        await profiles();
        await suite.database.handle.db
          .updateTable('members')
          .set({ bio: 'Changed between two reads' })
          .where('id', '=', members[0]!.id)
          .execute();

        const answers = await profiles();
        assert.deepEqual(
          answers.map((profile) => [profile.email, profile.bio]),
          members.map((member, index) => [
            member.email,
            index === 0 ? 'Changed between two reads' : '',
          ]),
        );
      });

      it('webgetcounts answers the four counts, zero for a new member', async () => {
        const member = await createTestMember(suite.app);

        const response = await call(
          'webgetcounts',
          { user_id: String(member.id) },
          {
            headers: member.headers,
          },
        );

        assert.deepEqual(response.json<CountsResponse>(), {
          status: 'true',
          result: { message: 0, visitors: 0, superlike_request: 0, like_request: 0 },
        });
      });

      it('weblogout revokes the token it was called with, and only that one', async () => {
        const member = await createTestMember(suite.app);
        const other = await signIn(member.email, member.password);

        const logout = await call('weblogout', {}, { headers: member.headers });

        assert.deepEqual(logout.json(), { status: 'true' });
        assert.equal((await call('webprofile', {}, { headers: member.headers })).statusCode, 401);
        assert.equal((await call('webprofile', {}, bearer(other.token))).statusCode, 200);
      });

      it('webchangepassword checks the old password, keeps this session and ends the others', async () => {
        const member = await createTestMember(suite.app);
        const elsewhere = await signIn(member.email, member.password);
        const change = (old_password: string, new_password: string) =>
          call('webchangepassword', { old_password, new_password }, { headers: member.headers });

        const same = await change(member.password, member.password);
        const wrongOld = await change('not mine 12', 'fresh pass 9');
        const changed = await change(member.password, 'fresh pass 9');

        assert.deepEqual(same.json(), {
          status: 'false',
          message: 'New Password and Old password must not be same',
        });
        assert.equal(wrongOld.statusCode, 400, 'not 401: that would end the session');
        assert.equal(wrongOld.json<{ message: string }>().message, 'The password is not correct');
        for (const weak of WEAK_PASSWORDS) {
          assert.deepEqual((await change(member.password, weak)).json(), {
            status: 'false',
            message: MESSAGES.weakPassword,
          });
        }
        assert.deepEqual((await change(member.password, 'Test Member 7')).json(), {
          status: 'false',
          message: MESSAGES.passwordHasName,
        });
        assert.deepEqual(changed.json(), {
          status: 'true',
          message: 'Password changed successfully',
        });
        assert.equal((await call('webprofile', {}, { headers: member.headers })).statusCode, 200);
        assert.equal((await call('webprofile', {}, bearer(elsewhere.token))).statusCode, 401);
        await signIn(member.email, 'fresh pass 9');
      });

      it('webdeleteaccount deactivates until the member signs in again and confirms', async () => {
        const member = await createTestMember(suite.app);

        const deactivated = await call('webdeleteaccount', {}, { headers: member.headers });
        assert.deepEqual(deactivated.json(), { status: 'true' });
        assert.equal((await call('webprofile', {}, { headers: member.headers })).statusCode, 401);

        const unconfirmed = await call('webemaillogin', {
          email: member.email,
          password: member.password,
        });
        assert.equal(unconfirmed.statusCode, 409);
        assert.match(unconfirmed.json<{ message: string }>().message, /deactivated/);

        const confirmed = await call('webemaillogin', {
          email: member.email,
          password: member.password,
          reactivate: 'true',
        });
        assert.equal(confirmed.statusCode, 200);
        const { token } = confirmed.json<LoginResponse>().peoples;
        const profile = await call('webprofile', {}, bearer(token));
        assert.equal(profile.json<ProfileResponse>().result.userstatus, 1);
      });

      it('webremoveaccount deletes the member, their photo files and sessions for good', async () => {
        const { fields } = await signUpThroughApi(suite.app);
        const { user_id, token } = await signIn(fields.email, fields.password);
        const profile = (await call('webprofile', {}, bearer(token))).json<ProfileResponse>();
        const photoFile = path.join(uploadsDir, path.basename(profile.result.images));
        const { blurred_name } = await suite.database.handle.db
          .selectFrom('photos')
          .select('blurred_name')
          .where('member_id', '=', user_id)
          .executeTakeFirstOrThrow();
        const blurredFile = path.join(uploadsDir, blurred_name);
        assert.ok(existsSync(photoFile));
        assert.ok(existsSync(blurredFile));

        const wrong = await call('webremoveaccount', { password: 'not mine 12' }, bearer(token));
        assert.equal(wrong.statusCode, 400);

        const removed = await call(
          'webremoveaccount',
          { user_id: String(user_id), password: fields.password },
          bearer(token),
        );

        assert.deepEqual(removed.json(), { status: 'true' });
        assert.equal(existsSync(photoFile), false);
        assert.equal(existsSync(blurredFile), false);
        assert.equal((await call('webprofile', {}, bearer(token))).statusCode, 401);
        const left = await suite.database.handle.db
          .selectFrom('photos')
          .select('id')
          .where('member_id', '=', user_id)
          .execute();
        assert.deepEqual(left, []);
        const again = await call('webemaillogin', {
          email: fields.email,
          password: fields.password,
        });
        assert.equal(again.statusCode, 404);
      });

      it("anyDeleteuser is refused to members: 403 'Invalid access'", async () => {
        const member = await createTestMember(suite.app);
        const victim = await createTestMember(suite.app);

        const own = await call(
          'anyDeleteuser',
          { user_id: String(member.id) },
          {
            headers: member.headers,
          },
        );
        const other = await call(
          'anyDeleteuser',
          { user_id: String(victim.id) },
          {
            headers: member.headers,
          },
        );

        assert.equal(own.statusCode, 403);
        assert.equal(other.statusCode, 403);
        assert.deepEqual(other.json(), { status: 'false', message: 'Invalid access' });
        assert.equal((await signIn(victim.email, victim.password)).user_id, victim.id);
      });
    });

    describe('forgotten password', () => {
      it('webforgot mails a reset code with which webresetpassword sets a new password', async () => {
        const member = await createTestMember(suite.app);
        const session = await signIn(member.email, member.password);

        const forgot = await call('webforgot', { email: member.email });
        assert.deepEqual(forgot.json(), {
          status: 'true',
          message: 'A reset code has been sent to your email',
        });
        const otp = await lastMailedCode(suite.app, member.email);

        const reset = await call('webresetpassword', {
          email: member.email,
          otp,
          password: 'brand new 77',
        });

        assert.equal(reset.statusCode, 200, reset.body);
        assert.equal((await call('webprofile', {}, bearer(session.token))).statusCode, 401);
        await signIn(member.email, 'brand new 77');
        const oldPassword = await call('webemaillogin', {
          email: member.email,
          password: member.password,
        });
        assert.equal(oldPassword.statusCode, 401);
        const reused = await call('webresetpassword', {
          email: member.email,
          otp,
          password: 'another one 8',
        });
        assert.deepEqual(reused.json(), { status: 'false', message: 'The OTP is not valid' });
      });

      it("webforgot answers 'Email Id not registered' for an unknown address", async () => {
        const response = await call('webforgot', { email: 'nobody@example.com' });

        assert.equal(response.statusCode, 404);
        assert.deepEqual(response.json(), { status: 'false', message: 'Email Id not registered' });
      });
    });

    describe('social sign-in', () => {
      it('admindatas names the provider the browser may offer', async () => {
        const response = await suite.app.inject({ method: 'GET', url: '/api/admindatas' });

        assert.deepEqual(response.json<AdminDataResponse>().result.social_login, {
          facebook_app_id: 'test-app',
        });
      });

      it('check_fb_user answers 1 for a new person and 0 once they are a member', async () => {
        const member = await createTestMember(suite.app);
        const stranger = provider.issueToken({ id: 'fb-new', email: 'new@example.com' });
        const known = provider.issueToken({ id: 'fb-known', email: member.email });

        const newcomer = await call('check_fb_user', { fbid: 'fb-new', access_token: stranger });
        const existing = await call('check_fb_user', { fbid: 'fb-known', access_token: known });

        assert.deepEqual(newcomer.json<SocialCheckResponse>(), { status: 'true', data: 1 });
        assert.deepEqual(existing.json<SocialCheckResponse>(), { status: 'true', data: 0 });
      });

      it('signs a member in with a verified provider token, never on an fbid alone', async () => {
        const member = await createTestMember(suite.app);
        const accessToken = provider.issueToken({ id: 'fb-ada', email: member.email });

        const fbidAlone = await call('webemaillogin', { email: member.email, fbid: 'fb-ada' });
        const forged = await call('webemaillogin', { fbid: 'fb-ada', access_token: 'forged' });
        const otherId = await call('webemaillogin', { fbid: 'fb-eve', access_token: accessToken });
        const verified = await call('webemaillogin', { fbid: 'fb-ada', access_token: accessToken });

        for (const refused of [fbidAlone, forged, otherId]) {
          assert.equal(refused.statusCode, 401, refused.body);
        }
        assert.equal(verified.statusCode, 200, verified.body);
        assert.equal(verified.json<LoginResponse>().peoples.user_id, member.id);
      });

      it('signs up without a password or code when the provider vouched for the e-mail', async () => {
        const fields = { ...signUpFields(), password: '', fbpic: `${TEST_PICTURE_URL}me.png` };
        const accessToken = provider.issueToken({ id: 'fb-new', email: fields.email });

        const response = await call('signupweb', {
          ...fields,
          fbid: 'fb-new',
          access_token: accessToken,
        });

        assert.equal(response.statusCode, 200, response.body);
        const login = await call('webemaillogin', { fbid: 'fb-new', access_token: accessToken });
        assert.equal(login.statusCode, 200, login.body);
        const byPassword = await call('webemaillogin', { email: fields.email, password: '' });
        assert.notEqual(byPassword.statusCode, 200);
      });

      it('still asks a password and the code when the provider did not vouch for that e-mail', async () => {
        const fields = { ...signUpFields(), password: '' };
        const otherAddress = provider.issueToken({ id: 'fb-other', email: 'other@example.com' });
        const noAddress = provider.issueToken({ id: 'fb-none', email: null });

        const refusals = [
          await call('signupweb', { ...fields, fbid: 'fb-other', access_token: otherAddress }),
          await call('signupweb', { ...fields, fbid: 'fb-none', access_token: noAddress }),
          await call('signupweb', { ...fields, fbid: 'fb-none' }),
          await call('signupweb', fields),
        ];
        for (const refused of refusals) {
          assert.ok([400, 401].includes(refused.statusCode), refused.body);
          assert.equal(refused.json<{ status: string }>().status, 'false');
        }
        const withPassword = await call('signupweb', {
          ...fields,
          password: 'long enough 42',
          fbid: 'fb-other',
          access_token: otherAddress,
        });
        assert.deepEqual(withPassword.json(), {
          status: 'false',
          message: 'Please verify your email with the code first',
        });
      });

      it('refuses the social calls when no provider is configured', async () => {
        const withoutProvider = await buildApp(testConfig({ uploadsDir }), {
          database: suite.database.handle,
          identityProvider: null,
        });
        try {
          const admin = await withoutProvider.inject({ method: 'GET', url: '/api/admindatas' });
          const check = await withoutProvider.inject({
            method: 'POST',
            url: '/api/check_fb_user',
            payload: { fbid: 'fb-1', access_token: 'anything' },
          });

          assert.equal(admin.json<AdminDataResponse>().result.social_login, null);
          assert.equal(check.statusCode, 400);
          assert.equal(
            check.json<{ message: string }>().message,
            'Social sign-in is not available',
          );
        } finally {
          await withoutProvider.close();
        }
      });
    });
  });
}
