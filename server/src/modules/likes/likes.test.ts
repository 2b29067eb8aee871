import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { setTimeout } from 'node:timers/promises';
import type {
  FriendsListResponse,
  GetPeopleResponse,
  MatchResponse,
  PeopleRequestsResponse,
  UndoMatchResponse,
} from '@dating/contract/schemas';
import type { DomainEventMap } from '../../events/domainEvents';
import type { PushContent, PushKind } from '../push/pushNotifier';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testClock } from '../../../test/support/testClock';
import {
  createTestMember,
  memberCalls,
  type TestMember,
  type TestMemberFields,
  updateTestMember,
} from '../../../test/support/testMembers';
import { east, newTown, type TownPoint } from '../../../test/support/testTowns';

const DAY_MS = 24 * 60 * 60 * 1000;

for (const backend of testBackends()) {
  describe(`like calls on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = testClock();
    const suite = useTestApp(backend, { options: { now: clock.now } });

    const { call, okCall } = memberCalls(suite);

    function member(place: TownPoint, fields: TestMemberFields = {}) {
      return createTestMember(suite.app, { ...place, ...fields });
    }

    const premium = () => ({ premiumUntil: new Date(clock.now().getTime() + 30 * DAY_MS) });

    async function peopleIds(viewer: TestMember): Promise<number[]> {
      const body = await okCall<GetPeopleResponse>(viewer, 'webgetpeople', { limit: '20' });
      return body.peoples.map((card) => card.user_id);
    }

    /** The events raised while `work` runs, in order, by name and pair. */
    async function eventsDuring(work: () => Promise<void>): Promise<string[]> {
      const raised: string[] = [];
      const names = ['liked', 'superLiked', 'matched', 'unmatched'] as const;
      const stops = names.map((name) =>
        suite.app.services.events.on(name, (event: DomainEventMap[(typeof names)[number]]) => {
          const pair =
            'likerId' in event ? [event.likerId, event.likedId] : [event.memberId, event.otherId];
          raised.push(`${name} ${pair.join('>')}`);
        }),
      );
      try {
        await work();
      } finally {
        for (const stop of stops) stop();
      }
      return raised;
    }

    it('makes a match of two likes and answers the match result', async () => {
      const town = newTown();
      const first = await member(town, { name: 'First Member', photos: ['first.jpg'] });
      const second = await member(east(town, 1), { name: 'Second Member', photos: ['second.jpg'] });

      const one = await okCall<MatchResponse>(first, 'webmatch', {
        user_id: String(first.id),
        follow_id: String(second.id),
        type: 'like',
      });
      assert.equal(one.match, '0');
      const again = await call(first, 'webmatch', { follow_id: String(second.id), type: 'like' });
      assert.equal(again.statusCode, 409);

      const two = await okCall<MatchResponse>(second, 'webmatch', {
        follow_id: String(first.id),
        type: 'like',
      });
      assert.equal(two.match, '1');
      assert.ok(two.match === '1');
      assert.deepEqual(two.result, {
        loguser_image: '/uploads/second.jpg',
        frienduser_image: '/uploads/first.jpg',
        frienduser_name: 'First Member',
        frienduser_id: first.id,
      });
      const friends = await okCall<FriendsListResponse>(first, 'webfriendslist', { limit: '8' });
      assert.deepEqual(
        friends.peoples.map((card) => card.user_id),
        [second.id],
      );
    });

    it('refuses to swipe oneself, an unknown member or someone else’s user_id', async () => {
      const viewer = await member(newTown());
      const self = await call(viewer, 'webmatch', { follow_id: String(viewer.id), type: 'like' });
      assert.equal(self.statusCode, 400);
      const unknown = await call(viewer, 'webmatch', { follow_id: '99999999', type: 'like' });
      assert.equal(unknown.statusCode, 404);
      const bad = await call(viewer, 'webmatch', { follow_id: 'abc', type: 'like' });
      assert.equal(bad.statusCode, 400);
      const kind = await call(viewer, 'webmatch', { follow_id: '1', type: 'love' });
      assert.equal(kind.statusCode, 400);
      const other = await call(viewer, 'webmatch', {
        user_id: String(viewer.id + 1),
        follow_id: '1',
        type: 'like',
      });
      assert.equal(other.statusCode, 403);
    });

    it('spends a super like each time and refuses with superlike_count 0 when none is left', async () => {
      const town = newTown();
      const viewer = await member(town, { superlikeCount: 1 });
      const first = await member(east(town, 1));
      const second = await member(east(town, 2));
      assert.equal(
        (await okCall<{ superlike_count: number }>(viewer, 'webgetcheck')).superlike_count,
        1,
      );
      const spent = await okCall<MatchResponse>(viewer, 'webmatch', {
        follow_id: String(first.id),
        type: 'superlike',
      });
      assert.equal(spent.superlike_count, 0);
      const refused = await call<{ status: string; superlike_count: number; message: string }>(
        viewer,
        'webmatch',
        { follow_id: String(second.id), type: 'superlike' },
      );
      assert.equal(refused.statusCode, 409);
      assert.deepEqual(refused.body, {
        status: 'false',
        message: 'You have no Super Likes left',
        superlike_count: 0,
      });
      assert.equal(
        (await okCall<{ superlike_count: number }>(viewer, 'webgetcheck')).superlike_count,
        0,
      );
      const supers = await okCall<PeopleRequestsResponse>(first, 'webfriendrequests', {
        type: 'superlike',
      });
      assert.equal(supers.blurred, 'false', 'super likes received are never blurred');
      assert.ok(supers.blurred === 'false');
      assert.deepEqual(
        supers.peoples.map((card) => card.user_id),
        [viewer.id],
      );
    });

    it('holds free members to the daily like limit of the admin data; premium has none', async () => {
      const town = newTown();
      const free = await member(town);
      const paid = await member(east(town, 1), premium());
      const targets = await Promise.all([1, 2, 3, 4].map((km) => member(east(town, km + 1))));
      await suite.app.db
        .insertInto('settings')
        .values({ key: 'daily_free_likes', value: '2' })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: '2' }))
        .execute();
      try {
        for (const target of targets.slice(0, 2)) {
          await okCall(free, 'webmatch', { follow_id: String(target.id), type: 'like' });
        }
        const refused = await call<{ message: string }>(free, 'webmatch', {
          follow_id: String(targets[2]?.id),
          type: 'like',
        });
        assert.equal(refused.statusCode, 429);
        assert.match(refused.body.message, /used your free likes for today/);
        for (const target of targets) {
          await okCall(paid, 'webmatch', { follow_id: String(target.id), type: 'like' });
        }
        clock.advance(DAY_MS + 1000);
        await okCall(free, 'webmatch', { follow_id: String(targets[2]?.id), type: 'like' });
      } finally {
        await suite.app.db.deleteFrom('settings').where('key', '=', 'daily_free_likes').execute();
      }
    });

    it('rewinds only for premium members, only the last swipe, only once', async () => {
      const town = newTown();
      const free = await member(town);
      const paid = await member(east(town, 1), { ...premium(), superlikeCount: 1 });
      const first = await member(east(town, 2));
      const second = await member(east(town, 3));

      await okCall(free, 'webunmatch', { follow_id: String(first.id) });
      const refused = await call<{ message: string }>(free, 'webundomatch');
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.body.message, 'Rewind is for premium members');

      assert.equal((await call(paid, 'webundomatch')).statusCode, 409, 'nothing swiped yet');
      await okCall(paid, 'webunmatch', { follow_id: String(first.id) });
      clock.advance(1000);
      await okCall(paid, 'webmatch', { follow_id: String(second.id), type: 'superlike' });
      const undone = await okCall<UndoMatchResponse>(paid, 'webundomatch', {
        user_id: String(paid.id),
      });
      assert.equal(undone.undo, '1');
      assert.equal(undone.undostatus, 'true');
      assert.equal(undone.result.user_id, second.id);
      assert.equal(undone.superlike_count, 1, 'the super like is given back');
      assert.equal((await call(paid, 'webundomatch')).statusCode, 409, 'only once');
      const ids = await peopleIds(paid);
      assert.ok(ids.includes(second.id) && !ids.includes(first.id));

      clock.advance(1000);
      await okCall(paid, 'webmatch', { follow_id: String(second.id), type: 'like' });
      await okCall(paid, 'webundomatch');
      assert.ok((await peopleIds(paid)).includes(second.id), 'a new swipe can be rewound');
    });

    it('declines with the spec’s message and ends a match', async () => {
      const town = newTown();
      const viewer = await member(town);
      const other = await member(east(town, 1));
      await okCall(viewer, 'webmatch', { follow_id: String(other.id), type: 'like' });
      await okCall(other, 'webmatch', { follow_id: String(viewer.id), type: 'like' });
      const declined = await okCall<{ message: string }>(other, 'webunmatch', {
        follow_id: String(viewer.id),
      });
      assert.equal(declined.message, 'User declined sucessfully');
      const friends = await okCall<FriendsListResponse>(viewer, 'webfriendslist');
      assert.deepEqual(friends.peoples, []);
    });

    it('raises each event once per action, after the action is stored', async () => {
      const town = newTown();
      const [a, b, c] = [
        await member(town),
        await member(east(town, 1)),
        await member(east(town, 2), { superlikeCount: 1 }),
      ];
      const like = (from: TestMember, to: TestMember, type = 'like') =>
        okCall(from, 'webmatch', { follow_id: String(to.id), type });

      assert.deepEqual(await eventsDuring(() => like(a, b).then(() => undefined)), [
        `liked ${a.id}>${b.id}`,
      ]);
      assert.deepEqual(await eventsDuring(() => like(c, a, 'superlike').then(() => undefined)), [
        `superLiked ${c.id}>${a.id}`,
      ]);
      assert.deepEqual(await eventsDuring(() => like(b, a).then(() => undefined)), [
        `liked ${b.id}>${a.id}`,
        `matched ${b.id}>${a.id}`,
      ]);
      const unfriend = () =>
        okCall(a, 'webunfriend', { unfriend_user_id: String(b.id) }).then(() => undefined);
      assert.deepEqual(await eventsDuring(unfriend), [`unmatched ${a.id}>${b.id}`]);
      assert.deepEqual(await eventsDuring(unfriend), [], 'no match left to end');
      const decline = () =>
        okCall(a, 'webunmatch', { follow_id: String(c.id) }).then(() => undefined);
      assert.deepEqual(await eventsDuring(decline), [], 'a decline without a match ends none');
      const refused = await eventsDuring(async () => {
        assert.equal(
          (await call(a, 'webmatch', { follow_id: String(a.id), type: 'like' })).statusCode,
          400,
        );
      });
      assert.deepEqual(refused, [], 'a refused like raises nothing');
    });

    it('answers the like and keeps the match when a reaction fails, and the other reactions run', async () => {
      const town = newTown();
      const liker = await member(town);
      const liked = await member(east(town, 1));
      const failures: string[] = [];
      const onFailure = mock.method(suite.app.log, 'error', (...args: unknown[]) => {
        const { event } = args[0] as { event: string };
        failures.push(`${event}: ${String(args[1])}`);
      });
      const stops = [
        suite.app.services.events.on('liked', () => {
          throw new Error('a reaction that throws');
        }),
        suite.app.services.events.on('matched', () =>
          Promise.reject(new Error('a reaction that rejects')),
        ),
      ];
      try {
        await okCall(liked, 'webmatch', {
          follow_id: String(liker.id),
          type: 'like',
          comment: 'Hello first',
        });
        const answer = await okCall<MatchResponse>(liker, 'webmatch', {
          follow_id: String(liked.id),
          type: 'like',
        });
        assert.equal(answer.match, '1');
      } finally {
        for (const stop of stops) stop();
        onFailure.mock.restore();
      }
      // Each failure once, reported: the first like's, then the match's like's and the match's.
      const failed = 'a reaction to a domain event failed';
      assert.deepEqual(failures, [`liked: ${failed}`, `liked: ${failed}`, `matched: ${failed}`]);
      const friends = await okCall<FriendsListResponse>(liker, 'webfriendslist');
      assert.deepEqual(
        friends.peoples.map((card) => card.user_id),
        [liked.id],
      );
      // The chat's reaction ran beside the failing ones: the like's comment opened the chat.
      const messages = await suite.app.db
        .selectFrom('chat_messages')
        .select(['sender_id', 'text'])
        .where('sender_id', '=', liked.id)
        .execute();
      assert.deepEqual(messages, [{ sender_id: liked.id, text: 'Hello first' }]);
    });

    it('writes like, super like and match notifications in the receiver’s language', async () => {
      const town = newTown();
      const cleo = await member(town, { name: 'Cleo', superlikeCount: 1 });
      const french = await member(east(town, 1));
      const spanish = await member(east(town, 2));
      const arabic = await member(east(town, 3));
      await updateTestMember(suite.app, french, { language: 'fr' });
      await updateTestMember(suite.app, spanish, { language: 'sp' });
      await updateTestMember(suite.app, arabic, { language: 'ar' });
      await updateTestMember(suite.app, cleo, { language: 'en' });
      const sent: { to: number; kind: PushKind; content: PushContent }[] = [];
      const notify = mock.method(
        suite.app.services.push,
        'notify',
        (to: number, kind: PushKind, content: PushContent) => {
          sent.push({ to, kind, content });
          return Promise.resolve();
        },
      );
      // The push is told after the like's answer, which does not wait for it.
      const told = async (from: TestMember, to: TestMember, type: string) => {
        sent.length = 0;
        await okCall(from, 'webmatch', { follow_id: String(to.id), type });
        for (let attempt = 0; attempt < 100 && sent.length === 0; attempt += 1) {
          await setTimeout(20);
        }
        return sent.map(({ to: receiver, kind, content }) => ({ to: receiver, kind, ...content }));
      };
      try {
        assert.deepEqual(await told(cleo, french, 'like'), [
          {
            to: french.id,
            kind: 'like',
            title: 'Nouveau like',
            body: 'Quelqu’un vous a liké',
            url: '/web/app/LikeRequests',
          },
        ]);
        assert.deepEqual(await told(cleo, spanish, 'superlike'), [
          {
            to: spanish.id,
            kind: 'like',
            title: 'Nuevo super like',
            body: 'Cleo te ha dado un super like',
            url: '/web/app/FriendRequests',
          },
        ]);
        await updateTestMember(suite.app, arabic, { name: 'Samir' });
        assert.deepEqual(await told(arabic, cleo, 'like'), [
          {
            to: cleo.id,
            kind: 'like',
            title: 'New Like',
            body: 'Someone liked you',
            url: '/web/app/LikeRequests',
          },
        ]);
        // The match is told to the member whose like came first, in their language only.
        assert.deepEqual(await told(cleo, arabic, 'like'), [
          {
            to: arabic.id,
            kind: 'like',
            title: 'إنه تطابق!',
            body: 'أنت وCleo معجبان ببعضكما',
            url: '/web/app/Friends',
          },
        ]);
        sent.length = 0;
        await okCall(cleo, 'webunmatch', { follow_id: String(french.id) });
        // Longer than a like's push takes to be told (above).
        await setTimeout(300);
        assert.deepEqual(sent, [], 'a decline tells no one');
      } finally {
        notify.mock.restore();
      }
    });
  });
}
