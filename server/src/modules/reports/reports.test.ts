import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RecentUnmatchesResponse, ReportResponse } from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import { openChat } from '../../../test/support/chatTestClient';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testClock } from '../../../test/support/testClock';
import { matchTestMembers } from '../../../test/support/testMatch';
import { createTestMember, type TestMember, memberCalls } from '../../../test/support/testMembers';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Far from everyone: nobody there is within another's reach. */
const FAR_AWAY = { longitude: -150, latitude: -60 };

for (const backend of testBackends()) {
  describe(`reports on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = testClock(new Date());
    const suite = useTestApp(backend, { options: { now: clock.now } });

    const { call, okCall } = memberCalls(suite);

    async function say(chatId: number, from: TestMember, to: TestMember, text: string) {
      const { result } = await okCall<{ result: { id: number } }>(from, 'websendmessage', {
        chat_id: chatId,
        receiver_id: to.id,
        client_id: `m-${Math.random().toString(36).slice(2)}`,
        message: text,
      });
      return result.id;
    }

    async function storedReports(reporter: TestMember, reported: TestMember) {
      return suite.app.db
        .selectFrom('reports')
        .select(['reason', 'details', 'message_ids', 'closed_at', 'withdrawn_at'])
        .where('reporter_id', '=', reporter.id)
        .where('reported_id', '=', reported.id)
        .execute();
    }

    it('files a report with a reason and attached messages of the chat, and tells only that it was received', async () => {
      const [reporter, reported] = [
        await createTestMember(suite.app),
        await createTestMember(suite.app),
      ];
      const chatId = await openChat(suite.app, reporter, reported);
      const first = await say(chatId, reported, reporter, 'first');
      const second = await say(chatId, reported, reporter, 'second');

      const answer = await okCall<ReportResponse>(reporter, 'webreport', {
        report_user_id: String(reported.id),
        reason: 'harassment',
        details: '  Repeated insults ',
        message_ids: JSON.stringify([first, second]),
      });

      assert.deepEqual(answer, {
        status: 'true',
        report: 'true',
        message: MESSAGES.reportReceived,
      });
      const [stored] = await storedReports(reporter, reported);
      assert.equal(stored?.reason, 'harassment');
      assert.equal(stored?.details, 'Repeated insults');
      assert.deepEqual(stored?.message_ids, [String(first), String(second)]);

      // With a reason it updates, never withdraws.
      const again = await okCall<ReportResponse>(reporter, 'webreport', {
        report_user_id: reported.id,
        reason: 'spam',
      });
      assert.equal(again.report, 'true');
      const rows = await storedReports(reporter, reported);
      assert.deepEqual(
        rows.map((row) => [row.reason, row.message_ids.length]),
        [['spam', 2]],
      );
    });

    it('refuses messages that are not of the chat with the reported member', async () => {
      const [reporter, reported, third] = [
        await createTestMember(suite.app),
        await createTestMember(suite.app),
        await createTestMember(suite.app),
      ];
      await openChat(suite.app, reporter, reported);
      const elsewhere = await openChat(suite.app, reported, third);
      const notTheirs = await say(elsewhere, reported, third, 'private to third');

      for (const message_ids of [[notTheirs], ['999999999'], 'one,two']) {
        const refused = await call<{ message: string }>(reporter, 'webreport', {
          report_user_id: reported.id,
          reason: 'harassment',
          message_ids,
        });
        assert.equal(refused.statusCode, 400, JSON.stringify(message_ids));
        assert.ok(
          [MESSAGES.reportMessagesNotInChat, MESSAGES.invalidFormat].includes(
            refused.body.message as never,
          ),
        );
      }
      const wrongChat = await call<{ message: string }>(reporter, 'webreport', {
        report_user_id: reported.id,
        reason: 'harassment',
        message_ids: [notTheirs],
      });
      assert.equal(wrongChat.body.message, MESSAGES.reportMessagesNotInChat);
      assert.deepEqual(await storedReports(reporter, reported), []);
    });

    it("keeps the spec's toggle: without a reason it counts as 'other' and withdraws when sent again", async () => {
      const [reporter, reported] = [
        await createTestMember(suite.app),
        await createTestMember(suite.app),
      ];

      const on = await okCall<ReportResponse>(reporter, 'webreport', {
        report_user_id: reported.id,
      });
      assert.deepEqual([on.report, on.message], ['true', MESSAGES.userReported]);
      assert.deepEqual(
        (await storedReports(reporter, reported)).map((row) => row.reason),
        ['other'],
      );
      const off = await okCall<ReportResponse>(reporter, 'webreport', {
        report_user_id: reported.id,
      });
      assert.deepEqual([off.report, off.message], ['false', MESSAGES.userUnreported]);
      assert.deepEqual(await storedReports(reporter, reported), []);
    });

    it('refuses reporting oneself or a member who does not exist', async () => {
      const member = await createTestMember(suite.app);
      const self = await call<{ message: string }>(member, 'webreport', {
        report_user_id: member.id,
        reason: 'spam',
      });
      assert.deepEqual([self.statusCode, self.body.message], [400, MESSAGES.cannotReportYourself]);
      const nobody = await call<{ message: string }>(member, 'webreport', {
        report_user_id: 99_999_999,
      });
      assert.deepEqual([nobody.statusCode, nobody.body.message], [404, MESSAGES.memberUnavailable]);
    });

    it('lists members unmatched in the last 30 days, either side, and lets them be reported', async () => {
      const caller = await createTestMember(suite.app, FAR_AWAY);
      const leftByMe = await createTestMember(suite.app, { name: 'Left By Me' });
      const leftMe = await createTestMember(suite.app, { name: 'Left Me' });
      const rematched = await createTestMember(suite.app);
      const stranger = await createTestMember(suite.app);
      for (const other of [leftByMe, leftMe, rematched]) {
        await matchTestMembers(suite.app, caller.id, other.id);
      }
      await okCall(caller, 'webunfriend', { unfriend_user_id: leftByMe.id });
      clock.advance(1000);
      await okCall(leftMe, 'webunmatch', { follow_id: caller.id });
      await okCall(caller, 'webunfriend', { unfriend_user_id: rematched.id });
      await matchTestMembers(suite.app, caller.id, rematched.id);

      const listed = await okCall<RecentUnmatchesResponse>(caller, 'webrecentunmatches');
      assert.deepEqual(
        listed.members.map((member) => [member.user_id, member.user_name, member.report]),
        [
          [leftMe.id, 'Left Me', 'false'],
          [leftByMe.id, 'Left By Me', 'false'],
        ],
      );
      const theirs = await okCall<RecentUnmatchesResponse>(leftByMe, 'webrecentunmatches');
      assert.deepEqual(
        theirs.members.map((member) => member.user_id),
        [caller.id],
      );

      // Far away and no longer matched: reportable because of the unmatch alone.
      await okCall(caller, 'webreport', { report_user_id: leftMe.id, reason: 'offline_behaviour' });
      const strangerReport = await call(caller, 'webreport', {
        report_user_id: stranger.id,
        reason: 'spam',
      });
      assert.equal(strangerReport.statusCode, 404, 'someone out of sight and never matched');
      const after = await okCall<RecentUnmatchesResponse>(caller, 'webrecentunmatches');
      assert.deepEqual(
        after.members.map((member) => [member.user_id, member.report]),
        [
          [leftMe.id, 'true'],
          [leftByMe.id, 'false'],
        ],
      );

      clock.advance(31 * DAY_MS);
      const token = await suite.app.sessions.open(caller.id);
      const later = { ...caller, headers: { authorization: `Bearer ${token}` } };
      assert.deepEqual(
        (await okCall<RecentUnmatchesResponse>(later, 'webrecentunmatches')).members,
        [],
      );
    });
  });
}
