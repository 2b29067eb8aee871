import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type {
  GetPeopleResponse,
  ModerationActionResponse,
  ModerationAuditResponse,
  ModerationCaseResponse,
  ModerationPhotosResponse,
  ModerationQueueResponse,
  ModerationVerificationsResponse,
  ProfileResponse,
  VerificationChallengeResponse,
  VerificationResponse,
} from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import { openChat, openChatSocket } from '../../../test/support/chatTestClient';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testClock } from '../../../test/support/testClock';
import { testConfig } from '../../../test/support/testConfig';
import { TestIdentityProvider } from '../../../test/support/testIdentityProvider';
import {
  createTestMember,
  memberCalls,
  updateTestMember,
  type TestMember,
  type TestMemberFields,
} from '../../../test/support/testMembers';
import { dataUrlOf, smallPng } from '../../../test/support/testPictures';
import { createAdminProgram } from '../../admin/adminProgram';
import { createAdminServices } from '../../admin/createAdminServices';

const DAY_MS = 24 * 60 * 60 * 1000;
const MODERATION_CALLS = [
  ['moderationqueue', {}],
  ['moderationcase', { member_id: 1 }],
  ['moderationaction', { member_id: 1, action: 'dismiss', note: 'Looked at it' }],
  ['moderationaudit', {}],
  ['moderationverifications', {}],
  ['moderationverificationdecision', { member_id: 1, decision: 'approve', note: 'Same face' }],
  ['moderationphotos', {}],
  ['moderationphotodecision', { photo_id: 1, decision: 'keep', note: 'Fine' }],
] as const;

/** Each test in a place of its own, so discovery sees only its members. */
let places = 0;
function newPlace(): { longitude: number; latitude: number } {
  places += 1;
  return { longitude: 100 + places * 3, latitude: -40 + (places % 6) * 4 };
}

for (const backend of testBackends()) {
  describe(`moderation calls on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = testClock(new Date());
    const identityProvider = new TestIdentityProvider();
    let uploadsDir: string;
    const suite = useTestApp(backend, async () => {
      uploadsDir = await mkdtemp(path.join(tmpdir(), 'dating-moderation-'));
      return {
        config: { uploadsDir },
        options: { now: clock.now, identityProvider },
        listen: true,
        cleanup: () => rm(uploadsDir, { recursive: true, force: true }),
      };
    });

    const { call, okCall } = memberCalls(suite);

    /** `pnpm admin ...` on the suite's database. */
    async function admin(...args: string[]): Promise<string> {
      let printed = '';
      const services = createAdminServices(suite.database.handle.db, testConfig({ uploadsDir }));
      const program = createAdminProgram(services, {
        write: (text) => (printed += text),
        writeError: (text) => (printed += text),
      });
      await program.parseAsync(args, { from: 'user' });
      return printed;
    }

    async function moderator(): Promise<TestMember> {
      const made = await createTestMember(suite.app, { name: 'Mona Moderator' });
      await admin('moderators', 'add', made.email);
      return made;
    }

    /** A member with a real photo (files and blurred copy) in their profile. */
    async function memberWithPhoto(fields: TestMemberFields = {}) {
      const member = await createTestMember(suite.app, fields);
      const { image_name } = await suite.app.services.photos.upload(await smallPng(), member.id);
      await okCall(member, 'websetprofile', { images_name: image_name });
      const photo = await suite.app.db
        .selectFrom('photos')
        .select(['id', 'blurred_name'])
        .where('image_name', '=', image_name)
        .executeTakeFirstOrThrow();
      return { member, photoId: photo.id, full: image_name, blurred: photo.blurred_name };
    }

    async function report(reporter: TestMember, reported: TestMember, fields: object = {}) {
      await okCall(reporter, 'webreport', {
        report_user_id: String(reported.id),
        reason: 'harassment',
        ...fields,
      });
    }

    function signIn(member: TestMember, language = 'en') {
      return suite.app.inject({
        method: 'POST',
        url: '/api/webemaillogin',
        payload: { email: member.email, password: member.password, language },
      });
    }

    it('answers 403 to a member without the role, on every call', async () => {
      const plain = await createTestMember(suite.app);
      for (const [name, fields] of MODERATION_CALLS) {
        const { statusCode, body } = await call<{ status: string; message: string }>(
          plain,
          name,
          fields,
        );
        assert.equal(statusCode, 403, name);
        assert.deepEqual(body, { status: 'false', message: MESSAGES.moderatorsOnly }, name);
      }
    });

    it('a role granted or removed counts at the next call, in webprofile too', async () => {
      const mona = await createTestMember(suite.app, { name: 'Mona Listed' });
      assert.equal((await call(mona, 'moderationqueue')).statusCode, 403);
      assert.equal((await okCall<ProfileResponse>(mona, 'webprofile')).result.moderator, undefined);

      await admin('moderators', 'add', mona.email);
      assert.equal((await call(mona, 'moderationqueue')).statusCode, 200);
      assert.equal((await okCall<ProfileResponse>(mona, 'webprofile')).result.moderator, 'true');

      await admin('moderators', 'add', mona.email, '--role', 'admin');
      assert.equal((await call(mona, 'moderationqueue')).statusCode, 200);
      assert.equal((await okCall<ProfileResponse>(mona, 'webprofile')).result.moderator, 'true');

      await admin('moderators', 'remove', mona.email);
      assert.equal((await call(mona, 'moderationqueue')).statusCode, 403);
      assert.equal((await okCall<ProfileResponse>(mona, 'webprofile')).result.moderator, undefined);
    });

    it('queues reported members, most reported first, then the longest waiting', async () => {
      const mona = await moderator();
      const place = newPlace();
      const once = await createTestMember(suite.app, place);
      const thrice = await createTestMember(suite.app, place);
      const reporters = await Promise.all([1, 2, 3].map(() => createTestMember(suite.app, place)));
      await report(reporters[0] as TestMember, once, { reason: 'spam' });
      clock.advance(1000);
      for (const [index, reporter] of reporters.entries()) {
        await report(reporter, thrice, { reason: index === 0 ? 'fake_profile' : 'harassment' });
      }

      const queue = await okCall<ModerationQueueResponse>(mona, 'moderationqueue', { limit: 100 });
      const ours = queue.items.filter((item) => [once.id, thrice.id].includes(item.member.user_id));
      assert.deepEqual(
        ours.map((item) => [item.member.user_id, item.open_reports, item.reasons, item.standing]),
        [
          [thrice.id, 3, ['fake_profile', 'harassment'], 'active'],
          [once.id, 1, ['spam'], 'active'],
        ],
      );
      assert.ok(queue.total >= 2);
    });

    it("opens a member's case: profile, full photos, open reports first with only the attached messages", async () => {
      const mona = await moderator();
      const { member: reported, full } = await memberWithPhoto({ name: 'Rex Reported' });
      const reporter = await createTestMember(suite.app, { name: 'Rita Reporter' });
      const chatId = await openChat(suite.app, reporter, reported);
      const sent: number[] = [];
      for (const [index, text] of ['hello', 'you are awful', 'really awful'].entries()) {
        const from = index === 0 ? reporter : reported;
        const to = index === 0 ? reported : reporter;
        const answer = await okCall<{ result: { id: number } }>(from, 'websendmessage', {
          chat_id: chatId,
          receiver_id: to.id,
          client_id: `case-${index}`,
          message: text,
        });
        sent.push(answer.result.id);
      }
      await report(reporter, reported, {
        details: 'Insults',
        message_ids: sent.slice(1).map(String),
      });

      const { result } = await okCall<ModerationCaseResponse>(mona, 'moderationcase', {
        member_id: String(reported.id),
      });

      assert.equal(result.member.user_name, 'Rex Reported');
      assert.equal(result.email, reported.email);
      assert.equal(result.standing, 'active');
      assert.equal(result.photos.length, 1);
      assert.ok(result.photos[0]?.url.endsWith(full), 'the full photo, not the blurred copy');
      assert.equal(result.photos[0]?.main, true);
      assert.equal(result.reports.length, 1);
      const [filed] = result.reports;
      assert.equal(filed?.reason, 'harassment');
      assert.equal(filed?.details, 'Insults');
      assert.equal(filed?.state, 'open');
      assert.equal(filed?.reporter?.user_name, 'Rita Reporter');
      assert.deepEqual(
        filed?.messages.map((message) => [message.id, message.sender_id, message.message]),
        [
          [sent[1], reported.id, 'you are awful'],
          [sent[2], reported.id, 'really awful'],
        ],
      );
      assert.equal((await call(mona, 'moderationcase', { member_id: 99_999_999 })).statusCode, 404);
    });

    it('dismiss closes the open reports and writes the audit log', async () => {
      const mona = await moderator();
      const place = newPlace();
      const [reporter, reported] = [
        await createTestMember(suite.app, place),
        await createTestMember(suite.app, { ...place, name: 'Dina Dismissed' }),
      ];
      await report(reporter, reported);

      const { entry } = await okCall<ModerationActionResponse>(mona, 'moderationaction', {
        member_id: reported.id,
        action: 'dismiss',
        note: 'Nothing wrong',
      });

      assert.equal(entry.action, 'dismiss');
      assert.equal(entry.note, 'Nothing wrong');
      assert.equal(entry.moderator.user_id, mona.id);
      assert.equal(entry.member.user_name, 'Dina Dismissed');
      const { result } = await okCall<ModerationCaseResponse>(mona, 'moderationcase', {
        member_id: reported.id,
      });
      assert.deepEqual(
        result.reports.map((r) => r.state),
        ['closed'],
      );
      assert.deepEqual(
        result.actions.map((a) => a.id),
        [entry.id],
      );
      const queue = await okCall<ModerationQueueResponse>(mona, 'moderationqueue', { limit: 100 });
      assert.ok(!queue.items.some((item) => item.member.user_id === reported.id));
    });

    it('warn mails the member in their language, with the reason', async () => {
      const mona = await moderator();
      const warned = await createTestMember(suite.app);
      await updateTestMember(suite.app, warned, { language: 'fr' });

      await okCall(mona, 'moderationaction', {
        member_id: warned.id,
        action: 'warn',
        note: 'First warning',
        reason: 'spam',
      });

      const outbox = await suite.app.inject({
        method: 'GET',
        url: `/api/dev/mail?to=${encodeURIComponent(warned.email)}`,
      });
      const mail = outbox.json<{ mails: { subject: string; text: string }[] }>().mails.at(-1);
      assert.equal(mail?.subject, 'Un avertissement concernant votre compte');
      assert.match(mail?.text ?? '', /Motif : Spam ou arnaque\./);
      assert.doesNotMatch(mail?.text ?? '', /First warning/);
    });

    it('suspend ends the sessions and sockets at once, hides the member, refuses sign-in until it ends', async () => {
      const mona = await moderator();
      const place = newPlace();
      const seeker = await createTestMember(suite.app, place);
      const suspended = await createTestMember(suite.app, { ...place, name: 'Sam Suspended' });
      const seen = await okCall<GetPeopleResponse>(seeker, 'webgetpeople');
      assert.ok(seen.peoples.some((person) => person.user_id === suspended.id));
      const socket = await openChatSocket(suite.url, suspended.token);
      const disconnected = new Promise<number>((resolve) =>
        socket.socket.on('disconnect', () => resolve(Date.now())),
      );

      const started = Date.now();
      const { entry } = await okCall<ModerationActionResponse>(mona, 'moderationaction', {
        member_id: suspended.id,
        action: 'suspend',
        days: '3',
        note: 'Insults in chat',
        reason: 'harassment',
      });

      assert.ok((await disconnected) - started < 1000, 'the socket ended within a second');
      assert.equal(entry.days, 3);
      assert.equal(entry.until, Math.floor((clock.now().getTime() + 3 * DAY_MS) / 1000));
      assert.equal((await call(suspended, 'webprofile')).statusCode, 401);
      const after = await okCall<GetPeopleResponse>(seeker, 'webgetpeople');
      assert.ok(!after.peoples.some((person) => person.user_id === suspended.id));

      const refused = await signIn(suspended);
      assert.equal(refused.statusCode, 403);
      const until = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
      assert.equal(
        refused.json<{ message: string }>().message,
        `Your account is suspended until ${until.format(new Date(entry.until * 1000))}. Reason: Harassment or hate.`,
      );
      const inFrench = (await signIn(suspended, 'fr')).json<{ message: string }>().message;
      assert.match(
        inFrench,
        /^Votre compte est suspendu jusqu’au .+\. Motif : Harcèlement ou haine\.$/,
      );
      const wrongPassword = await suite.app.inject({
        method: 'POST',
        url: '/api/webemaillogin',
        payload: { email: suspended.email, password: 'not the password' },
      });
      assert.equal(wrongPassword.statusCode, 401, 'nothing is told without the password');

      clock.advance(3 * DAY_MS + 1000);
      assert.equal((await signIn(suspended)).statusCode, 200);
      const back = await okCall<GetPeopleResponse>(seeker, 'webgetpeople');
      assert.ok(back.peoples.some((person) => person.user_id === suspended.id));
    });

    it('refuses the sessions of a suspended or banned member, however the standing was set', async () => {
      for (const standing of [
        { suspended_until: new Date(clock.now().getTime() + DAY_MS) },
        { banned_at: clock.now() },
      ]) {
        const member = await createTestMember(suite.app);
        await updateTestMember(suite.app, member, standing);
        assert.equal((await call(member, 'webprofile')).statusCode, 401);
        await assert.rejects(openChatSocket(suite.url, member.token));
      }
    });

    it('ban refuses sign-in for good, social sign-in too, saying why', async () => {
      const mona = await moderator();
      const banned = await createTestMember(suite.app);

      await okCall(mona, 'moderationaction', {
        member_id: banned.id,
        action: 'ban',
        note: 'Scam ring',
        reason: 'spam',
      });

      assert.equal((await call(banned, 'webprofile')).statusCode, 401);
      const refused = await signIn(banned, 'sp');
      assert.equal(refused.statusCode, 403);
      assert.equal(
        refused.json<{ message: string }>().message,
        'Tu cuenta ha sido cancelada de forma definitiva. Motivo: Spam o estafa.',
      );
      const fbid = `fb-${banned.id}`;
      await updateTestMember(suite.app, banned, { facebook_id: fbid });
      const social = await suite.app.inject({
        method: 'POST',
        url: '/api/webemaillogin',
        payload: {
          fbid,
          access_token: identityProvider.issueToken({ id: fbid, email: banned.email }),
          language: 'en',
        },
      });
      assert.deepEqual(
        [social.statusCode, social.json<{ message: string }>().message],
        [403, 'Your account is banned. Reason: Spam or scam.'],
      );
      const { result } = await okCall<ModerationCaseResponse>(mona, 'moderationcase', {
        member_id: banned.id,
      });
      assert.equal(result.standing, 'banned');
      clock.advance(400 * DAY_MS);
      assert.equal((await signIn(banned)).statusCode, 403);
    });

    it("tells the banned member's open pages why, before their sockets close", async () => {
      const mona = await moderator();
      const banned = await createTestMember(suite.app);
      await updateTestMember(suite.app, banned, { language: 'fr' });
      const socket = await openChatSocket(suite.url, banned.token);
      const closed = new Promise<void>((resolve) =>
        socket.socket.on('disconnect', () => resolve()),
      );

      await okCall(mona, 'moderationaction', {
        member_id: banned.id,
        action: 'ban',
        note: 'Scam ring',
        reason: 'spam',
      });

      const notice = await socket.next<{ message: string }>('accountstanding');
      assert.equal(notice.message, 'Votre compte est banni. Motif : Spam ou arnaque.');
      await closed;
    });

    it('warn, suspend and ban require the reason the member is told; the open reports only suggest one', async () => {
      const mona = await moderator();
      const member = await createTestMember(suite.app);
      const reporter = await createTestMember(suite.app);
      await openChat(suite.app, reporter, member);
      await report(reporter, member, { reason: 'harassment' });

      for (const fields of [
        { action: 'warn' },
        { action: 'suspend', days: 2 },
        { action: 'ban' },
      ]) {
        const refused = await call<{ message: string }>(mona, 'moderationaction', {
          member_id: member.id,
          note: 'No reason given',
          ...fields,
        });
        assert.deepEqual(
          [refused.statusCode, refused.body.message],
          [400, MESSAGES.moderationReasonRequired],
          fields.action,
        );
      }
      const { result } = await okCall<ModerationCaseResponse>(mona, 'moderationcase', {
        member_id: member.id,
      });
      assert.equal(result.suggested_reason, 'harassment');
      assert.deepEqual(result.actions, [], 'a refused action leaves no trace');

      await okCall(mona, 'moderationaction', {
        member_id: member.id,
        action: 'ban',
        note: 'Chose another reason than the report',
        reason: 'fake_profile',
      });
      const refusal = await signIn(member);
      assert.deepEqual(
        [refusal.statusCode, refusal.json<{ message: string }>().message],
        [403, 'Your account is banned. Reason: Fake profile.'],
      );
    });

    it('a moderator may not act on a moderator, an admin or themselves; an admin acts on moderators only', async () => {
      const mona = await moderator();
      const max = await moderator();
      const ada = await createTestMember(suite.app, { name: 'Ada Admin' });
      await admin('moderators', 'add', ada.email, '--role', 'admin');
      const ava = await createTestMember(suite.app, { name: 'Ava Admin' });
      await admin('moderators', 'add', ava.email, '--role', 'admin');
      const member = await createTestMember(suite.app);
      const ban = (by: TestMember, target: TestMember) =>
        call<{ message: string }>(by, 'moderationaction', {
          member_id: String(target.id),
          action: 'ban',
          note: 'Testing the scope',
          reason: 'other',
        });
      const allowed = async (by: TestMember, target: TestMember) =>
        (await okCall<ModerationCaseResponse>(by, 'moderationcase', { member_id: target.id }))
          .result.allowed_actions;

      for (const [by, target, message] of [
        [mona, max, MESSAGES.cannotModerateStaff],
        [mona, ada, MESSAGES.cannotModerateStaff],
        [mona, mona, MESSAGES.cannotModerateYourself],
        [ada, ava, MESSAGES.cannotModerateStaff],
        [ada, ada, MESSAGES.cannotModerateYourself],
      ] as const) {
        const refused = await ban(by, target);
        assert.deepEqual([refused.statusCode, refused.body.message], [403, message]);
        assert.deepEqual(await allowed(by, target), []);
      }
      const selfDecision = await call<{ message: string }>(mona, 'moderationverificationdecision', {
        member_id: mona.id,
        decision: 'approve',
        note: 'Looks like me',
      });
      assert.deepEqual(
        [selfDecision.statusCode, selfDecision.body.message],
        [403, MESSAGES.cannotModerateYourself],
      );
      assert.equal((await call(mona, 'webprofile')).statusCode, 200, 'mona was not banned');

      assert.deepEqual(await allowed(mona, member), [
        'dismiss',
        'warn',
        'suspend',
        'ban',
        'remove_photo',
      ]);
      assert.deepEqual(await allowed(ada, max), [
        'dismiss',
        'warn',
        'suspend',
        'ban',
        'remove_photo',
      ]);
      assert.equal((await ban(ada, max)).statusCode, 200);
      assert.equal((await call(max, 'webprofile')).statusCode, 401);
      assert.deepEqual(await allowed(ada, max), [
        'dismiss',
        'warn',
        'suspend',
        'ban',
        'remove_photo',
        'unban',
      ]);
    });

    it('an admin lifts a ban and a suspension: sign-in works again, and the audit log says who', async () => {
      const mona = await moderator();
      const ada = await createTestMember(suite.app, { name: 'Ada Admin' });
      await admin('moderators', 'add', ada.email, '--role', 'admin');
      const banned = await createTestMember(suite.app, { name: 'Ben Banned' });
      const suspended = await createTestMember(suite.app, { name: 'Sue Suspended' });
      await okCall(mona, 'moderationaction', {
        member_id: banned.id,
        action: 'ban',
        note: 'Spam',
        reason: 'spam',
      });
      await okCall(mona, 'moderationaction', {
        member_id: suspended.id,
        action: 'suspend',
        days: 30,
        note: 'Insults',
        reason: 'harassment',
      });
      assert.equal((await signIn(banned)).statusCode, 403);
      assert.equal((await signIn(suspended)).statusCode, 403);

      const byModerator = await call<{ message: string }>(mona, 'moderationaction', {
        member_id: banned.id,
        action: 'unban',
        note: 'Mistake',
      });
      assert.deepEqual(
        [byModerator.statusCode, byModerator.body.message],
        [403, MESSAGES.adminsOnly],
      );
      const notBanned = await call<{ message: string }>(ada, 'moderationaction', {
        member_id: suspended.id,
        action: 'unban',
        note: 'Mistake',
      });
      assert.deepEqual(
        [notBanned.statusCode, notBanned.body.message],
        [409, MESSAGES.memberNotBanned],
      );

      const unban = await okCall<ModerationActionResponse>(ada, 'moderationaction', {
        member_id: banned.id,
        action: 'unban',
        note: 'Appeal accepted',
      });
      const unsuspend = await okCall<ModerationActionResponse>(ada, 'moderationaction', {
        member_id: suspended.id,
        action: 'unsuspend',
        note: 'Served enough',
      });

      assert.equal((await signIn(banned)).statusCode, 200);
      assert.equal((await signIn(suspended)).statusCode, 200);
      const { result } = await okCall<ModerationCaseResponse>(ada, 'moderationcase', {
        member_id: banned.id,
      });
      assert.equal(result.standing, 'active');
      assert.deepEqual(
        result.actions.map((entry) => [entry.action, entry.moderator.user_id, entry.note]),
        [
          ['unban', ada.id, 'Appeal accepted'],
          ['ban', mona.id, 'Spam'],
        ],
      );
      const log = await okCall<ModerationAuditResponse>(mona, 'moderationaudit', {
        moderator: String(ada.id),
      });
      assert.deepEqual(
        log.entries.map((entry) => [entry.id, entry.action, entry.member.user_id]),
        [
          [unsuspend.entry.id, 'unsuspend', suspended.id],
          [unban.entry.id, 'unban', banned.id],
        ],
      );
      const again = await call<{ message: string }>(ada, 'moderationaction', {
        member_id: suspended.id,
        action: 'unsuspend',
        note: 'Twice',
      });
      assert.deepEqual([again.statusCode, again.body.message], [409, MESSAGES.memberNotSuspended]);
    });

    it('the CLI grants the admin role, lists it, and lifts a ban as that admin', async () => {
      const mona = await moderator();
      const ada = await createTestMember(suite.app, { name: 'Ada Cli' });
      assert.equal(
        await admin('moderators', 'add', ada.email, '--role', 'admin'),
        `${ada.email} is now an admin\n`,
      );
      const list = await admin('moderators', 'list');
      assert.match(list, new RegExp(`^${ada.id}\\s+${ada.email}\\s+Ada Cli\\s+admin$`, 'm'));
      assert.match(
        list,
        new RegExp(`^${mona.id}\\s+${mona.email}\\s+Mona Moderator\\s+moderator$`, 'm'),
      );
      const banned = await createTestMember(suite.app);
      await okCall(mona, 'moderationaction', {
        member_id: banned.id,
        action: 'ban',
        note: 'Spam',
        reason: 'spam',
      });

      await assert.rejects(
        admin('members', 'unban', banned.email, '--by', mona.email, '--note', 'Appeal'),
        new RegExp(MESSAGES.adminsOnly),
      );
      await assert.rejects(
        admin('members', 'unban', banned.email, '--by', ada.email, '--note', '   '),
        new RegExp(MESSAGES.moderationNoteRequired),
      );
      assert.equal(
        await admin('members', 'unban', banned.email, '--by', ada.email, '--note', 'Appeal'),
        `${banned.email} is no longer banned\n`,
      );
      assert.equal((await signIn(banned)).statusCode, 200);
      const { result } = await okCall<ModerationCaseResponse>(ada, 'moderationcase', {
        member_id: banned.id,
      });
      // The CLI's clock is the machine's, not the suite's: the entries' order is not asserted.
      assert.deepEqual(
        result.actions.map((entry) => [entry.action, entry.moderator.user_id, entry.note]).sort(),
        [
          ['ban', mona.id, 'Spam'],
          ['unban', ada.id, 'Appeal'],
        ],
      );
    });

    it('e-mails at most 3 warnings a day to one member, whoever the moderators', async () => {
      const [mona, max] = [await moderator(), await moderator()];
      const warned = await createTestMember(suite.app);
      const warn = (by: TestMember) =>
        call<{ message: string }>(by, 'moderationaction', {
          member_id: warned.id,
          action: 'warn',
          note: 'Keep it civil',
          reason: 'harassment',
        });
      const mails = async () =>
        (
          await suite.app.inject({
            method: 'GET',
            url: `/api/dev/mail?to=${encodeURIComponent(warned.email)}`,
          })
        ).json<{ mails: unknown[] }>().mails.length;

      for (const by of [mona, mona, max]) assert.equal((await warn(by)).statusCode, 200);
      const refused = await warn(max);
      assert.deepEqual(
        [refused.statusCode, refused.body.message],
        [429, MESSAGES.warningsPerDayReached],
      );
      assert.equal(await mails(), 3);
      const { result } = await okCall<ModerationCaseResponse>(mona, 'moderationcase', {
        member_id: warned.id,
      });
      assert.equal(result.actions.filter((entry) => entry.action === 'warn').length, 3);

      clock.advance(DAY_MS + 1000);
      assert.equal((await warn(mona)).statusCode, 200);
      assert.equal(await mails(), 4);
    });

    it('refuses a note of only spaces wherever a note is required', async () => {
      const mona = await moderator();
      const { member, photoId } = await memberWithPhoto();
      for (const [name, fields] of [
        ['moderationaction', { member_id: member.id, action: 'dismiss' }],
        ['moderationaction', { member_id: member.id, action: 'warn', reason: 'spam' }],
        ['moderationverificationdecision', { member_id: member.id, decision: 'refuse' }],
        ['moderationphotodecision', { photo_id: photoId, decision: 'keep' }],
      ] as const) {
        const refused = await call<{ message: string }>(mona, name, { ...fields, note: '  \t ' });
        assert.deepEqual(
          [refused.statusCode, refused.body.message],
          [400, MESSAGES.moderationNoteRequired],
          name,
        );
      }
    });

    it('remove_photo deletes that photo, its files and blurred copy, and keeps the reports open', async () => {
      const mona = await moderator();
      const { member, photoId, full, blurred } = await memberWithPhoto();
      const second = await suite.app.services.photos.upload(await smallPng(), member.id);
      await okCall(member, 'websetprofile', { images_name: second.image_name });
      const reporter = await createTestMember(suite.app);
      await openChat(suite.app, reporter, member);
      await report(reporter, member, { reason: 'inappropriate_photos' });

      const { entry } = await okCall<ModerationActionResponse>(mona, 'moderationaction', {
        member_id: member.id,
        action: 'remove_photo',
        photo_id: photoId,
        note: 'Nudity',
      });

      assert.equal(entry.photo_id, photoId);
      assert.ok(!existsSync(path.join(uploadsDir, full)));
      assert.ok(!existsSync(path.join(uploadsDir, blurred)));
      const { result } = await okCall<ModerationCaseResponse>(mona, 'moderationcase', {
        member_id: member.id,
      });
      assert.deepEqual(
        result.photos.map((photo) => [photo.url.endsWith(second.image_name), photo.main]),
        [[true, true]],
      );
      assert.deepEqual(
        result.reports.map((r) => r.state),
        ['open'],
      );
    });

    it('refuses an action without what it needs, with a clear message', async () => {
      const mona = await moderator();
      const member = await createTestMember(suite.app);
      const other = await memberWithPhoto();
      const refusals: [object, number, string][] = [
        [{ action: 'suspend', reason: 'spam' }, 400, MESSAGES.suspensionNeedsDays],
        [{ action: 'remove_photo' }, 400, MESSAGES.photoToRemove],
        [{ action: 'remove_photo', photo_id: other.photoId }, 404, MESSAGES.photoNotFound],
        [{ action: 'dismiss', member_id: 99_999_999 }, 404, MESSAGES.userNotFound],
      ];
      for (const [fields, status, message] of refusals) {
        const { statusCode, body } = await call<{ message: string }>(mona, 'moderationaction', {
          member_id: member.id,
          note: 'A note',
          ...fields,
        });
        assert.equal(statusCode, status, JSON.stringify(fields));
        assert.equal(body.message, message, JSON.stringify(fields));
      }
      const noNote = await call(mona, 'moderationaction', { member_id: member.id, action: 'warn' });
      assert.equal(noNote.statusCode, 400);
      const { result } = await okCall<ModerationCaseResponse>(mona, 'moderationcase', {
        member_id: member.id,
      });
      assert.deepEqual(result.actions, [], 'a refused action leaves no trace');
    });

    it("limits each moderator's actions, with a 429 saying when to try again", async () => {
      const mona = await moderator();
      const member = await createTestMember(suite.app);
      const dismiss = () =>
        call<{ message: string }>(mona, 'moderationaction', {
          member_id: member.id,
          action: 'dismiss',
          note: 'Again',
        });
      for (let count = 0; count < 60; count += 1) assert.equal((await dismiss()).statusCode, 200);

      const refused = await dismiss();
      assert.deepEqual([refused.statusCode, refused.body.message], [429, MESSAGES.tooManyAttempts]);
      assert.equal((await call(mona, 'moderationqueue')).statusCode, 200, 'reads count apart');
    });

    it('the audit log is searchable by member and moderator', async () => {
      const [mona, max] = [await moderator(), await moderator()];
      await updateTestMember(suite.app, max, { name: 'Max Auditor' });
      const member = await createTestMember(suite.app, { name: 'Audrey Audited' });
      await okCall(mona, 'moderationaction', {
        member_id: member.id,
        action: 'dismiss',
        note: 'one',
      });
      await okCall(max, 'moderationaction', {
        member_id: member.id,
        action: 'warn',
        note: 'two',
        reason: 'spam',
      });
      const sameDigits = await createTestMember(suite.app, {
        email: `audited-${member.id}-${process.pid}@example.com`,
      });
      await okCall(max, 'moderationaction', {
        member_id: sameDigits.id,
        action: 'warn',
        note: 'three',
        reason: 'spam',
      });

      const byMember = await okCall<ModerationAuditResponse>(mona, 'moderationaudit', {
        member: 'audrey audited',
      });
      assert.deepEqual(
        byMember.entries.map((entry) => entry.note),
        ['two', 'one'],
      );
      assert.equal(byMember.total, 2);
      const byBoth = await okCall<ModerationAuditResponse>(mona, 'moderationaudit', {
        member: String(member.id),
        moderator: 'Max Auditor',
      });
      assert.deepEqual(
        byBoth.entries.map((entry) => [entry.action, entry.moderator.user_id]),
        [['warn', max.id]],
      );
    });
    /** A member whose selfie waits for a moderator (the models are off: nothing is certain). */
    async function memberWaitingForReview(name: string) {
      const withPhoto = await memberWithPhoto({ name });
      const { result: challenge } = await okCall<VerificationChallengeResponse>(
        withPhoto.member,
        'webverificationchallenge',
      );
      const frame = dataUrlOf(await smallPng());
      const sent = await okCall<VerificationResponse>(withPhoto.member, 'webverifyselfie', {
        challenge: challenge.challenge,
        frames: challenge.poses.map((pose) => ({ pose, file: frame })),
      });
      assert.equal(sent.result.state, 'pending_review');
      const { selfie_name } = await suite.app.db
        .selectFrom('member_verifications')
        .select('selfie_name')
        .where('member_id', '=', withPhoto.member.id)
        .executeTakeFirstOrThrow();
      return { ...withPhoto, selfie: selfie_name ?? '', poses: challenge.poses.join(',') };
    }

    async function pendingOf(mona: TestMember, memberId: number) {
      const { items } = await okCall<ModerationVerificationsResponse>(
        mona,
        'moderationverifications',
        { limit: 100 },
      );
      return items.find((item) => item.member.user_id === memberId);
    }

    it('lists the selfies waiting for review with the pose and the member’s photos, oldest first', async () => {
      const mona = await moderator();
      const first = await memberWaitingForReview('Vera Waiting');
      clock.advance(1000);
      const second = await memberWaitingForReview('Val Waiting');

      const { items, total } = await okCall<ModerationVerificationsResponse>(
        mona,
        'moderationverifications',
        { limit: 100 },
      );
      const ours = items.filter((item) =>
        [first.member.id, second.member.id].includes(item.member.user_id),
      );
      assert.deepEqual(
        ours.map((item) => item.member.user_name),
        ['Vera Waiting', 'Val Waiting'],
      );
      const [item] = ours;
      assert.equal(item?.pose, first.poses, 'the poses asked, in order');
      assert.equal(item?.review_reason, '', 'nothing beyond an uncertain (here unknown) match');
      assert.ok(item?.selfie.endsWith(first.selfie), 'the selfie is shown to the moderator');
      assert.deepEqual(
        item?.photos.map((photo) => [photo.photo_id, photo.main]),
        [[first.photoId, true]],
      );
      assert.ok(total >= 2);
    });

    it('approving a selfie verifies the member, deletes the selfie and writes the audit log', async () => {
      const mona = await moderator();
      const { member, selfie } = await memberWaitingForReview('Ava Approved');
      assert.ok(existsSync(path.join(uploadsDir, selfie)), 'kept until the decision');

      const { entry } = await okCall<ModerationActionResponse>(
        mona,
        'moderationverificationdecision',
        { member_id: String(member.id), decision: 'approve', note: 'Same face, pose copied' },
      );

      assert.deepEqual(
        [entry.action, entry.member.user_id, entry.moderator.user_id, entry.note],
        ['approve_selfie', member.id, mona.id, 'Same face, pose copied'],
      );
      assert.ok(!existsSync(path.join(uploadsDir, selfie)), 'deleted with the decision');
      assert.equal(await pendingOf(mona, member.id), undefined);
      assert.equal((await okCall<ProfileResponse>(member, 'webprofile')).result.verified, 'true');
      const audit = await okCall<ModerationAuditResponse>(mona, 'moderationaudit', {
        member: String(member.id),
      });
      assert.deepEqual(
        audit.entries.map((logged) => logged.action),
        ['approve_selfie'],
      );
    });

    it('refusing a selfie shows the member the note; a second decision finds nothing waiting', async () => {
      const mona = await moderator();
      const { member, selfie } = await memberWaitingForReview('Rui Refused');
      const decide = () =>
        call<{ message: string }>(mona, 'moderationverificationdecision', {
          member_id: member.id,
          decision: 'refuse',
          note: '  Your face is covered by your hand  ',
        });

      assert.equal((await decide()).statusCode, 200);

      assert.ok(!existsSync(path.join(uploadsDir, selfie)));
      const status = await okCall<VerificationResponse>(member, 'webverification');
      assert.deepEqual(status.result, {
        state: 'refused',
        reason: 'Your face is covered by your hand',
        pose: '',
      });
      assert.equal((await okCall<ProfileResponse>(member, 'webprofile')).result.verified, 'false');
      const again = await decide();
      assert.deepEqual(
        [again.statusCode, again.body.message],
        [404, MESSAGES.verificationNotPending],
      );
      const noNote = await call(mona, 'moderationverificationdecision', {
        member_id: member.id,
        decision: 'approve',
      });
      assert.equal(noNote.statusCode, 400);
    });
    it('lists the photos the detector was unsure of; keeping marks one safe, removing deletes it, both logged', async () => {
      const mona = await moderator();
      const kept = await memberWithPhoto({ name: 'Kim Kept' });
      const removed = await memberWithPhoto({ name: 'Rod Removed' });
      await suite.app.db
        .updateTable('photos')
        .set({ explicit_verdict: 'uncertain', explicit_score: 0.6 })
        .where('id', 'in', [kept.photoId, removed.photoId])
        .execute();
      const waiting = async () =>
        (
          await okCall<ModerationPhotosResponse>(mona, 'moderationphotos', { limit: 100 })
        ).items.filter((item) => [kept.member.id, removed.member.id].includes(item.member.user_id));
      assert.deepEqual(
        (await waiting()).map((item) => [item.member.user_name, item.photo.photo_id]),
        [
          ['Kim Kept', kept.photoId],
          ['Rod Removed', removed.photoId],
        ],
      );
      assert.equal((await waiting())[0]?.explicit_score?.toFixed(1), '0.6');

      const keep = await okCall<ModerationActionResponse>(mona, 'moderationphotodecision', {
        photo_id: String(kept.photoId),
        decision: 'keep',
        note: 'A swimsuit on a beach',
      });
      const remove = await okCall<ModerationActionResponse>(mona, 'moderationphotodecision', {
        photo_id: removed.photoId,
        decision: 'remove',
        note: 'Too explicit',
      });

      assert.deepEqual(
        [keep.entry.action, keep.entry.photo_id, keep.entry.member.user_id],
        ['keep_photo', kept.photoId, kept.member.id],
      );
      assert.deepEqual(
        [remove.entry.action, remove.entry.photo_id],
        ['remove_photo', removed.photoId],
      );
      assert.deepEqual(await waiting(), []);
      const verdict = await suite.app.db
        .selectFrom('photos')
        .select('explicit_verdict')
        .where('id', '=', kept.photoId)
        .executeTakeFirstOrThrow();
      assert.equal(verdict.explicit_verdict, 'safe');
      assert.ok(existsSync(path.join(uploadsDir, kept.full)), 'a kept photo stays');
      assert.ok(!existsSync(path.join(uploadsDir, removed.full)), 'a removed photo is deleted');
      const again = await call<{ message: string }>(mona, 'moderationphotodecision', {
        photo_id: kept.photoId,
        decision: 'remove',
        note: 'Changed my mind',
      });
      assert.deepEqual([again.statusCode, again.body.message], [404, MESSAGES.photoNotUncertain]);
    });
  });
}
