import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type {
  GetPeopleResponse,
  ModerationCaseResponse,
  PeopleRequestsResponse,
} from '@dating/contract/schemas';
import type { DomainEventName } from '../../events/domainEvents';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testConfig } from '../../../test/support/testConfig';
import { createTestMember, memberCalls, type TestMember } from '../../../test/support/testMembers';
import { createAdminProgram } from '../../admin/adminProgram';
import { createAdminServices } from '../../admin/createAdminServices';

/** Each test in a place of its own, so the deck holds only its members. */
let places = 0;
function newPlace(): { longitude: number; latitude: number } {
  places += 1;
  return { longitude: -120 + places * 3, latitude: 10 + (places % 6) * 4 };
}

for (const backend of testBackends()) {
  describe(
    `shadow restriction after several reports on ${backend.name}`,
    { skip: backend.skip },
    () => {
      const suite = useTestApp(backend);
      const { okCall } = memberCalls(suite);

      async function admin(...args: string[]): Promise<void> {
        const services = createAdminServices(suite.database.handle.db, testConfig());
        const program = createAdminProgram(services, { write: () => {}, writeError: () => {} });
        await program.parseAsync(args, { from: 'user' });
      }

      async function members(count: number, place = newPlace()): Promise<TestMember[]> {
        const made: TestMember[] = [];
        for (let i = 0; i < count; i += 1) made.push(await createTestMember(suite.app, place));
        return made;
      }

      const report = (reporter: TestMember, reported: TestMember) =>
        okCall(reporter, 'webreport', { report_user_id: String(reported.id), reason: 'spam' });

      async function deckOf(viewer: TestMember): Promise<number[]> {
        const body = await okCall<GetPeopleResponse>(viewer, 'webgetpeople', { limit: '20' });
        return body.peoples.map((card) => card.user_id);
      }

      /** How many likes the member's list shows (a free member's cards are blurred, without ids). */
      async function likesReceived(member: TestMember): Promise<number> {
        const body = await okCall<PeopleRequestsResponse>(member, 'webfriendrequests', {
          type: 'like',
        });
        return body.peoples.length;
      }

      /** The likes and matches the work raises (what notifications react to). */
      async function eventsDuring(work: () => Promise<unknown>): Promise<string[]> {
        const raised: string[] = [];
        const names: DomainEventName[] = ['liked', 'matched'];
        const stops = names.map((name) =>
          suite.app.services.events.on(name, () => {
            raised.push(name);
          }),
        );
        try {
          await work();
        } finally {
          for (const stop of stops) stop();
        }
        return raised;
      }

      it('keeps a member reported by three members from reaching anyone new until a moderator acts', async () => {
        const [suspect, viewer, liked, first, second, third] = await members(6);
        const [mona] = await members(1);
        await admin('moderators', 'add', mona!.email);
        assert.ok((await deckOf(viewer!)).includes(suspect!.id));

        // Their like before the restriction shows; so does the notification.
        assert.deepEqual(
          await eventsDuring(() =>
            okCall(suspect!, 'webmatch', { follow_id: liked!.id, type: 'like' }),
          ),
          ['liked'],
        );
        assert.equal(await likesReceived(liked!), 1);

        await report(first!, suspect!);
        await report(second!, suspect!);
        assert.ok((await deckOf(viewer!)).includes(suspect!.id), 'two reports do not restrict');
        await report(third!, suspect!);

        assert.ok(!(await deckOf(viewer!)).includes(suspect!.id), 'out of strangers’ decks');
        assert.equal(await likesReceived(liked!), 0, 'their like no longer shows');
        assert.deepEqual(
          await eventsDuring(() =>
            okCall(suspect!, 'webmatch', { follow_id: viewer!.id, type: 'like' }),
          ),
          [],
          'a new like tells no one',
        );
        const seen = await okCall<{ result: ModerationCaseResponse['result'] }>(
          mona!,
          'moderationcase',
          { member_id: suspect!.id },
        );
        assert.equal(typeof seen.result.restricted_at, 'number', 'the moderator sees it');

        await okCall(mona!, 'moderationaction', {
          member_id: suspect!.id,
          action: 'dismiss',
          note: 'Reviewed: nothing wrong',
        });
        assert.ok((await deckOf(viewer!)).includes(suspect!.id), 'back once reviewed');
        assert.equal(await likesReceived(liked!), 1);
        const after = await okCall<{ result: ModerationCaseResponse['result'] }>(
          mona!,
          'moderationcase',
          { member_id: suspect!.id },
        );
        assert.equal(after.result.restricted_at, null);
      });

      it('still makes the match when the restricted member likes back someone who liked them first', async () => {
        const [suspect, admirer, first, second, third] = await members(5);
        await okCall(admirer!, 'webmatch', { follow_id: suspect!.id, type: 'like' });
        for (const reporter of [first!, second!, third!]) await report(reporter, suspect!);

        const raised = await eventsDuring(() =>
          okCall(suspect!, 'webmatch', { follow_id: admirer!.id, type: 'like' }),
        );
        assert.deepEqual(raised, ['liked', 'matched']);
      });

      it('lifts when a withdrawal takes the reports under the threshold, and never restricts at 0', async () => {
        const [suspect, viewer, first, second, third] = await members(5);
        for (const reporter of [first!, second!, third!]) await report(reporter, suspect!);
        assert.ok(!(await deckOf(viewer!)).includes(suspect!.id));

        // The spec's toggle: a report without a reason sent again withdraws it.
        await okCall(third!, 'webreport', { report_user_id: String(suspect!.id) });
        assert.ok((await deckOf(viewer!)).includes(suspect!.id));

        await admin('settings', 'set', 'restrict_after_reports', '0');
        try {
          await report(third!, suspect!);
          assert.ok((await deckOf(viewer!)).includes(suspect!.id), '0 turns it off');
        } finally {
          await admin('settings', 'set', 'restrict_after_reports', '3');
        }
      });
    },
  );
}
