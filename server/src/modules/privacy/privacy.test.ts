import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type {
  CountsResponse,
  FeedsResponse,
  FriendsListResponse,
  GetChatsResponse,
  GetPeopleResponse,
  PeopleRequestsResponse,
  PrivacyResponse,
  ProfileResponse,
} from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import { openChat } from '../../../test/support/chatTestClient';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testClock } from '../../../test/support/testClock';
import {
  createTestMember,
  type TestMember,
  updateTestMember,
} from '../../../test/support/testMembers';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Each test in a town of its own, so nobody else's members show in its lists. */
let townCount = 0;
function newTown() {
  townCount += 1;
  return { longitude: -60 - townCount * 3, latitude: 10 + (townCount % 4) * 4 };
}

/** What a member's lists show, by member id. */
interface Lists {
  people: number[];
  likes: number[];
  superlikes: number[];
  visitors: number[];
  friends: number[];
  chats: number[];
  feeds: number[];
}

for (const backend of testBackends()) {
  describe(`snooze and incognito on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = testClock(new Date());
    const suite = useTestApp(backend, { options: { now: clock.now } });

    const call = (member: TestMember, url: string, payload: Record<string, unknown> = {}) =>
      suite.app.inject({ method: 'POST', url: `/api/${url}`, headers: member.headers, payload });

    async function okCall<T>(
      member: TestMember,
      url: string,
      payload: Record<string, unknown> = {},
    ) {
      const reply = await call(member, url, payload);
      assert.equal(reply.statusCode, 200, `${url}: ${reply.body}`);
      return reply.json<T>();
    }

    async function listsOf(member: TestMember): Promise<Lists> {
      // Every member here is premium: no card comes blurred, without its id.
      const ids = (cards: object[]) =>
        cards.map((card) => (card as { user_id: number }).user_id).sort();
      const requests = async (type: 'like' | 'superlike') =>
        ids((await okCall<PeopleRequestsResponse>(member, 'webfriendrequests', { type })).peoples);
      return {
        people: ids(
          (await okCall<GetPeopleResponse>(member, 'webgetpeople', { limit: '20' })).peoples,
        ),
        likes: await requests('like'),
        superlikes: await requests('superlike'),
        visitors: ids((await okCall<PeopleRequestsResponse>(member, 'webvisitors')).peoples),
        friends: ids((await okCall<FriendsListResponse>(member, 'webfriendslist')).peoples),
        chats: ids((await okCall<GetChatsResponse>(member, 'webgetchat')).matches),
        feeds: ids((await okCall<FeedsResponse>(member, 'webfeeds')).feeds),
      };
    }

    const countsOf = async (member: TestMember) =>
      (await okCall<CountsResponse>(member, 'webgetcounts')).result;

    const ownProfile = async (member: TestMember) =>
      (await okCall<ProfileResponse>(member, 'webprofile')).result;

    const profileStatus = async (viewer: TestMember, member: TestMember) =>
      (await call(viewer, 'webprofilenew', { friend_id: String(member.id) })).statusCode;

    const premium = () => ({ premiumUntil: new Date(clock.now().getTime() + 90 * DAY_MS) });

    /**
     * Sam and, near Sam, premium members (so likes and visitors are not blurred): one Sam liked
     * and visited, one Sam super liked, Sam's match with a chat and Sam's feed item, and a
     * bystander with no tie.
     */
    async function samWithTies() {
      const town = newTown();
      const near = (km: number) => ({ longitude: town.longitude + km / 100, ...premium() });
      const sam = await createTestMember(suite.app, { ...town, ...premium(), superlikeCount: 1 });
      const admirer = await createTestMember(suite.app, { ...near(1), latitude: town.latitude });
      const superAdmirer = await createTestMember(suite.app, {
        ...near(1.5),
        latitude: town.latitude,
      });
      const friend = await createTestMember(suite.app, { ...near(2), latitude: town.latitude });
      const bystander = await createTestMember(suite.app, { ...near(3), latitude: town.latitude });
      await okCall(sam, 'webmatch', { follow_id: String(admirer.id), type: 'like' });
      await okCall(sam, 'webvisitprofile', { visit_user_id: String(admirer.id) });
      await okCall(sam, 'webmatch', { follow_id: String(superAdmirer.id), type: 'superlike' });
      await okCall(sam, 'webmatch', { follow_id: String(friend.id), type: 'like' });
      await okCall(friend, 'webmatch', { follow_id: String(sam.id), type: 'like' });
      await openChat(suite.app, sam, friend);
      await okCall(sam, 'websetprofile', { job: 'Sailor' });
      return { sam, admirer, superAdmirer, friend, bystander };
    }

    const snooze = (member: TestMember, choice: string) =>
      okCall<PrivacyResponse>(member, 'websetsnooze', { snooze: choice });

    it('keeps a snoozed member out of every discovery list, but not their matches and chats, until the snooze ends', async () => {
      const { sam, admirer, superAdmirer, friend, bystander } = await samWithTies();
      // Counted first: reading the lists marks likes and visitors seen.
      const before = await countsOf(admirer);
      assert.deepEqual([before.like_request, before.visitors], [1, 1]);
      assert.ok((await listsOf(bystander)).people.includes(sam.id));
      assert.deepEqual((await listsOf(friend)).feeds, [sam.id]);

      const started = clock.now();
      const answer = await snooze(sam, 'day');
      const until = new Date(started.getTime() + DAY_MS).toISOString();
      assert.deepEqual(answer, {
        status: 'true',
        result: { snoozed: 'true', snoozed_until: until, incognito: 'false' },
      });
      const profile = await ownProfile(sam);
      assert.deepEqual([profile.snoozed, profile.snoozed_until], ['true', until]);

      await okCall(sam, 'webvisitprofile', { visit_user_id: String(admirer.id) });
      const counted = await countsOf(admirer);
      assert.deepEqual([counted.like_request, counted.visitors], [0, 0]);
      const admirers = await listsOf(admirer);
      assert.ok(!admirers.people.includes(sam.id));
      assert.deepEqual([admirers.likes, admirers.visitors], [[], []]);
      assert.deepEqual((await listsOf(superAdmirer)).superlikes, []);
      assert.ok(!(await listsOf(bystander)).people.includes(sam.id));
      assert.equal(await profileStatus(bystander, sam), 404);
      const like = await call(bystander, 'webmatch', { follow_id: String(sam.id), type: 'like' });
      assert.equal(like.statusCode, 404);
      // The match sees nothing change but the feed: friends, chat and profile stay.
      const friends = await listsOf(friend);
      assert.deepEqual([friends.friends, friends.chats, friends.feeds], [[sam.id], [sam.id], []]);
      assert.equal(await profileStatus(friend, sam), 200);
      // The snoozed member still browses.
      assert.ok((await listsOf(sam)).people.includes(bystander.id));

      clock.advance(DAY_MS - MINUTE_MS);
      assert.ok(!(await listsOf(bystander)).people.includes(sam.id), 'a minute before the end');
      clock.advance(2 * MINUTE_MS);
      assert.ok((await listsOf(bystander)).people.includes(sam.id), 'once the end has passed');
      const back = await listsOf(admirer);
      assert.ok(back.people.includes(sam.id));
      assert.deepEqual([back.likes, back.visitors], [[sam.id], [sam.id]]);
      assert.deepEqual((await listsOf(superAdmirer)).superlikes, [sam.id]);
      assert.deepEqual((await listsOf(friend)).feeds, [sam.id]);
      assert.equal(await profileStatus(bystander, sam), 200);
      const ended = await ownProfile(sam);
      assert.deepEqual([ended.snoozed, ended.snoozed_until], ['false', '']);
    });

    it('keeps a suspended member out of the same lists until the suspension ends, and a banned one for good', async () => {
      const { sam, admirer, superAdmirer, friend, bystander } = await samWithTies();
      await updateTestMember(suite.app, sam, {
        suspended_until: new Date(clock.now().getTime() + DAY_MS),
        standing_reason: 'harassment',
      });
      const admirers = await listsOf(admirer);
      assert.ok(!admirers.people.includes(sam.id));
      assert.deepEqual([admirers.likes, admirers.visitors], [[], []]);
      assert.deepEqual((await listsOf(superAdmirer)).superlikes, []);
      assert.deepEqual((await listsOf(friend)).feeds, []);
      const counted = await countsOf(admirer);
      assert.deepEqual([counted.like_request, counted.visitors], [0, 0]);

      clock.advance(DAY_MS + MINUTE_MS);
      assert.ok((await listsOf(bystander)).people.includes(sam.id), 'once the suspension ended');
      assert.deepEqual((await listsOf(admirer)).likes, [sam.id]);

      await updateTestMember(suite.app, sam, { banned_at: clock.now() });
      assert.ok(!(await listsOf(bystander)).people.includes(sam.id));
      assert.deepEqual((await listsOf(friend)).feeds, []);
    });

    it('snoozes for three days, a week, or until turned off, and ends when turned off', async () => {
      const { sam, bystander } = await samWithTies();
      const hours = async (choice: string) => {
        const { result } = await snooze(sam, choice);
        return (Date.parse(result.snoozed_until) - clock.now().getTime()) / HOUR_MS;
      };
      assert.equal(await hours('three_days'), 72);
      assert.equal(await hours('week'), 168);

      const { result } = await snooze(sam, 'until_off');
      assert.deepEqual(result, { snoozed: 'true', snoozed_until: '', incognito: 'false' });
      clock.advance(8 * DAY_MS);
      assert.ok(!(await listsOf(bystander)).people.includes(sam.id), 'still snoozed a week on');
      assert.equal((await ownProfile(sam)).snoozed, 'true');

      const off = await snooze(sam, 'off');
      assert.deepEqual(off.result, { snoozed: 'false', snoozed_until: '', incognito: 'false' });
      assert.ok((await listsOf(bystander)).people.includes(sam.id));

      const wrong = await call(sam, 'websetsnooze', { snooze: 'forever' });
      assert.equal(wrong.statusCode, 400);
      assert.equal(wrong.json<{ status: string }>().status, 'false');
    });

    it('shows an incognito premium member only to those they liked and their matches, while premium lasts', async () => {
      const { sam, admirer, superAdmirer, friend, bystander } = await samWithTies();
      await okCall(sam, 'webvisitprofile', { visit_user_id: String(bystander.id) });
      assert.deepEqual((await listsOf(bystander)).visitors, [sam.id]);

      const answer = await okCall<PrivacyResponse>(sam, 'websetincognito', { incognito: 'true' });
      assert.deepEqual(answer.result, { snoozed: 'false', snoozed_until: '', incognito: 'true' });
      assert.equal((await ownProfile(sam)).incognito, 'true');

      const strangers = await listsOf(bystander);
      assert.ok(!strangers.people.includes(sam.id));
      assert.deepEqual(strangers.visitors, []);
      assert.equal(await profileStatus(bystander, sam), 404);
      const like = await call(bystander, 'webmatch', { follow_id: String(sam.id), type: 'like' });
      assert.equal(like.statusCode, 404);
      // Those Sam liked see Sam, in the deck and in their likes; the match sees everything.
      const admirers = await listsOf(admirer);
      assert.ok(admirers.people.includes(sam.id));
      assert.deepEqual(admirers.likes, [sam.id]);
      assert.deepEqual((await listsOf(superAdmirer)).superlikes, [sam.id]);
      assert.equal(await profileStatus(admirer, sam), 200);
      const friends = await listsOf(friend);
      assert.deepEqual(
        [friends.friends, friends.chats, friends.feeds],
        [[sam.id], [sam.id], [sam.id]],
      );

      // Premium ends: incognito no longer hides Sam, and Sam may only turn it off.
      await suite.app.db
        .updateTable('members')
        .set({ premium_until: new Date(clock.now().getTime() - MINUTE_MS) })
        .where('id', '=', sam.id)
        .execute();
      const lapsed = await listsOf(bystander);
      assert.ok(lapsed.people.includes(sam.id));
      assert.deepEqual(lapsed.visitors, [sam.id]);
      const refused = await call(sam, 'websetincognito', { incognito: 'true' });
      assert.equal(refused.statusCode, 403);
      assert.deepEqual(refused.json(), { status: 'false', message: MESSAGES.premiumRequired });
      const off = await okCall<PrivacyResponse>(sam, 'websetincognito', { incognito: 'false' });
      assert.equal(off.result.incognito, 'false');
    });

    it('refuses incognito to a free member', async () => {
      const free = await createTestMember(suite.app, newTown());
      const refused = await call(free, 'websetincognito', { incognito: 'true' });
      assert.equal(refused.statusCode, 403);
      assert.deepEqual(refused.json(), { status: 'false', message: MESSAGES.premiumRequired });
      assert.equal((await ownProfile(free)).incognito, 'false');
    });
  });
}
