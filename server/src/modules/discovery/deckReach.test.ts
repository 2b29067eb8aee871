import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DeckResponse, FriendsListResponse, ProfileResponse } from '@dating/contract/schemas';
import { LIMITS } from '@dating/contract/rules';
import { sql } from 'kysely';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testClock } from '../../../test/support/testClock';
import {
  createTestMember,
  memberCalls,
  updateTestMember,
  type TestMember,
} from '../../../test/support/testMembers';
import { newTown, north, type TownPoint } from '../../../test/support/testTowns';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A deck that never runs dry: the filter's "Active within", the deck widened past a filter
 * distance that holds too few people, and the Saved list.
 */
for (const backend of testBackends()) {
  describe(`the deck's reach on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = testClock();
    const suite = useTestApp(backend, { options: { now: clock.now } });
    const { call, okCall } = memberCalls(suite);

    const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY_MS);
    /** A member who joined long ago and was last online `lastSeenDays` ago (null: never). */
    async function member(place: TownPoint, lastSeenDays: number | null = 0) {
      const created = await createTestMember(suite.app, place);
      await updateTestMember(suite.app, created, {
        created_at: daysAgo(400),
        last_seen: lastSeenDays === null ? null : daysAgo(lastSeenDays),
      });
      return created;
    }
    const deck = (viewer: TestMember, widen = true) =>
      okCall<DeckResponse>(viewer, 'webgetpeople', {
        limit: '20',
        ...(widen && { widen: 'true' }),
      });
    const ids = (answer: { peoples: { user_id: number }[] }) =>
      answer.peoples.map((card) => card.user_id);
    const filter = (viewer: TestMember, fields: object = {}) =>
      call(viewer, 'websetfilter', {
        age: '18-60',
        distance: '100',
        gender: 'everyone',
        ...fields,
      });

    it('lists only people active within the chosen time, and keeps the choice', async () => {
      const town = newTown();
      const viewer = await member(town);
      const online = await member(north(town, 1), null);
      await updateTestMember(suite.app, online, { online: true });
      const yesterday = await member(north(town, 2), 0.5);
      const lastWeek = await member(north(town, 3), 5);
      const lastMonth = await member(north(town, 4), 20);
      const long = await member(north(town, 5), 90);
      const never = await member(north(town, 6), null);
      const everyone = [online.id, yesterday.id, lastWeek.id, lastMonth.id, long.id, never.id];

      assert.deepEqual(ids(await deck(viewer, false)), everyone, 'anyone by default');
      assert.equal((await filter(viewer, { active_within: 'day' })).statusCode, 200);
      assert.deepEqual(ids(await deck(viewer, false)), [online.id, yesterday.id]);
      await filter(viewer, { active_within: 'week' });
      assert.deepEqual(ids(await deck(viewer, false)), [online.id, yesterday.id, lastWeek.id]);
      const profile = await okCall<ProfileResponse>(viewer, 'webprofile');
      assert.equal(profile.result.filter_active_within, 'week');

      // A client that does not know the field leaves it as it was.
      await filter(viewer, { distance: '90' });
      assert.deepEqual(ids(await deck(viewer, false)), [online.id, yesterday.id, lastWeek.id]);
      await filter(viewer, { active_within: 'month' });
      assert.deepEqual(ids(await deck(viewer, false)), everyone.slice(0, 4));
      await filter(viewer, { active_within: 'any' });
      assert.deepEqual(ids(await deck(viewer, false)), everyone);

      const refused = await filter(viewer, { active_within: 'fortnight' });
      assert.equal(refused.statusCode, 400);
    });

    it('widens a deck of fewer than 5 people step by step up to max_distance, and says so', async () => {
      const town = newTown();
      const viewer = await member(town);
      await updateTestMember(suite.app, viewer, { filter_distance: 10 });
      const near = await member(north(town, 3));
      const at15 = await member(north(town, 15));
      const at30 = await member(north(town, 30));
      const at35 = await member(north(town, 35));
      const at70 = await member(north(town, 70));
      const at95 = await member(north(town, 95));

      const strict = await deck(viewer, false);
      assert.deepEqual(ids(strict), [near.id], 'a client that does not ask keeps its distance');
      assert.equal(strict.widened_to_km, undefined);

      // 10 km: 1, 20: 2, 40: 4, 80: 5.
      const widened = await deck(viewer);
      assert.deepEqual(ids(widened), [near.id, at15.id, at30.id, at35.id, at70.id]);
      assert.equal(widened.widened_to_km, 80);

      // The hidden stay hidden however far the deck reaches.
      const blocker = await member(north(town, 12));
      await okCall(blocker, 'websetblock', { block_user_id: String(viewer.id), block: 'true' });
      const banned = await member(north(town, 13));
      await updateTestMember(suite.app, banned, { banned_at: clock.now() });
      const snoozed = await member(north(town, 14));
      await updateTestMember(suite.app, snoozed, { snoozed_at: clock.now() });
      const invisible = await member(north(town, 16));
      await updateTestMember(suite.app, invisible, { invisible: true });
      assert.deepEqual(ids(await deck(viewer)), ids(widened));

      // Nobody beyond the last step: the deck stops at max_distance (100 km in the tests).
      await okCall(viewer, 'webunmatch', { follow_id: String(near.id) });
      const farthest = await deck(viewer);
      assert.deepEqual(ids(farthest), [at15.id, at30.id, at35.id, at70.id, at95.id]);
      assert.equal(farthest.widened_to_km, 100);
    });

    it('keeps to the filter distance when it holds 5 people, or when nobody is further', async () => {
      const town = newTown();
      const viewer = await member(town);
      await updateTestMember(suite.app, viewer, { filter_distance: 10 });
      const near = [];
      for (const km of [1, 2, 3, 4, 5]) near.push((await member(north(town, km))).id);
      await member(north(town, 30));
      const full = await deck(viewer);
      assert.deepEqual(ids(full), near);
      assert.equal(full.widened_to_km, undefined);

      const alone = newTown();
      const lonely = await member(alone);
      await updateTestMember(suite.app, lonely, { filter_distance: 10 });
      const neighbour = await member(north(alone, 2));
      const answer = await deck(lonely);
      assert.deepEqual(ids(answer), [neighbour.id]);
      assert.equal(answer.widened_to_km, undefined, 'nobody further: nothing widened');
    });

    it('saves a member for later: off the deck without a swipe, on the Saved list until unsaved', async () => {
      const town = newTown();
      const viewer = await member(town);
      const kept = await member(north(town, 2));
      const other = await member(north(town, 3));
      const saved = () => okCall<FriendsListResponse>(viewer, 'websavedlist');

      assert.deepEqual(ids(await saved()), []);
      const answer = await call<{ message: string }>(viewer, 'websavemember', {
        saved_user_id: String(kept.id),
      });
      assert.deepEqual([answer.statusCode, answer.body.message], [200, 'Saved for later']);
      assert.deepEqual(ids(await deck(viewer)), [other.id]);
      assert.deepEqual(ids(await saved()), [kept.id]);
      const swipes = await suite.app.db
        .selectFrom('swipes')
        .select('kind')
        .where('swiper_id', '=', viewer.id)
        .execute();
      assert.deepEqual(swipes, [], 'neither a like nor a nope');
      const seenByKept = await okCall<FriendsListResponse>(kept, 'webfriendrequests', {
        type: 'like',
      });
      assert.deepEqual(seenByKept.peoples, [], 'the saved member is told nothing');

      await okCall(viewer, 'webunsavemember', { saved_user_id: String(kept.id) });
      assert.deepEqual(ids(await saved()), []);
      assert.deepEqual(ids(await deck(viewer)), [kept.id, other.id]);
    });

    it('takes a member off the Saved list while they block the saver or are banned', async () => {
      const town = newTown();
      const viewer = await member(town);
      const blocker = await member(north(town, 2));
      const banned = await member(north(town, 3));
      for (const who of [blocker, banned]) {
        await okCall(viewer, 'websavemember', { saved_user_id: String(who.id) });
      }
      const saved = async () => ids(await okCall<FriendsListResponse>(viewer, 'websavedlist'));
      assert.deepEqual((await saved()).sort(), [blocker.id, banned.id].sort());

      await okCall(blocker, 'websetblock', { block_user_id: String(viewer.id), block: 'true' });
      await updateTestMember(suite.app, banned, { banned_at: clock.now() });
      assert.deepEqual(await saved(), []);
      await okCall(blocker, 'websetblock', { block_user_id: String(viewer.id), block: 'false' });
      assert.deepEqual(await saved(), [blocker.id]);
    });

    it('refuses a save past LIMITS.savedPeopleMax, until someone is removed', async () => {
      const town = newTown();
      const viewer = await member(town);
      const next = await member(north(town, 2));
      // The list already full: members straight in the table, each saved by the viewer.
      await sql`
        with kept as (
          insert into members (email, password_hash, name, birth_date, gender, location,
            coordinates, purposes, created_at)
          select 'kept' || ${viewer.id} || '-' || g || '@example.test', 'not-a-hash', 'Kept',
            date '1990-01-01', 'female', 'Town', point(${town.longitude}, ${town.latitude}),
            array[1], now()
          from generate_series(1, ${LIMITS.savedPeopleMax}) as g
          returning id
        )
        insert into saved_members (member_id, saved_id, saved_at)
        select ${viewer.id}, id, now() from kept
      `.execute(suite.app.db);

      const full = await call<{ message: string }>(viewer, 'websavemember', {
        saved_user_id: String(next.id),
      });
      assert.deepEqual(
        [full.statusCode, full.body.message],
        [409, 'Your Saved list is full. Remove someone from it first.'],
      );
      const [first] = await suite.app.db
        .selectFrom('saved_members')
        .select('saved_id')
        .where('member_id', '=', viewer.id)
        .limit(1)
        .execute();
      await okCall(viewer, 'webunsavemember', { saved_user_id: String(first!.saved_id) });
      await okCall(viewer, 'websavemember', { saved_user_id: String(next.id) });
    });

    it('saves only someone the member may meet', async () => {
      const town = newTown();
      const viewer = await member(town);
      const far = await member(north(town, 1000));
      const unknown = await call(viewer, 'websavemember', { saved_user_id: '99999999' });
      assert.equal(unknown.statusCode, 404);
      const beyond = await call(viewer, 'websavemember', { saved_user_id: String(far.id) });
      assert.deepEqual([beyond.statusCode, beyond.body], [404, unknown.body]);
      const self = await call(viewer, 'websavemember', { saved_user_id: String(viewer.id) });
      assert.equal(self.statusCode, 400);
      const bad = await call(viewer, 'websavemember', { saved_user_id: 'abc' });
      assert.equal(bad.statusCode, 400);
    });
  });
}
