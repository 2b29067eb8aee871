import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type {
  BlockedMembersResponse,
  CountsResponse,
  FeedsResponse,
  FriendsListResponse,
  GetChatsResponse,
  GetPeopleResponse,
  PeopleRequestsResponse,
  SetBlockResponse,
} from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import { openChat, testSockets } from '../../../test/support/chatTestClient';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { createTestMember, type TestMember } from '../../../test/support/testMembers';
import { CHAT_MESSAGES } from '../chat/chatMessages';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each test in a town of its own, so nobody else's members show in its lists. */
let townCount = 0;
function newTown() {
  townCount += 1;
  return { longitude: 100 + townCount * 3, latitude: -30 - (townCount % 4) * 4 };
}

/** Who, of a member's lists, a block must hide. */
interface Lists {
  people: number[];
  likes: number[];
  visitors: number[];
  friends: number[];
  chats: number[];
  feeds: number[];
}

for (const backend of testBackends()) {
  describe(`blocks on ${backend.name}`, { skip: backend.skip }, () => {
    const sockets = testSockets();
    const suite = useTestApp(backend, { listen: true, beforeClose: sockets.closeAll });

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

    const setBlock = (blocker: TestMember, other: TestMember, block: boolean) =>
      okCall<SetBlockResponse>(blocker, 'websetblock', {
        block_user_id: String(other.id),
        block: block ? 'true' : 'false',
      });

    async function listsOf(member: TestMember): Promise<Lists> {
      const ids = (cards: { user_id: number }[]) => cards.map((card) => card.user_id).sort();
      const people = await okCall<GetPeopleResponse>(member, 'webgetpeople', { limit: '20' });
      const likes = await okCall<PeopleRequestsResponse>(member, 'webfriendrequests', {
        type: 'like',
      });
      const visitors = await okCall<PeopleRequestsResponse>(member, 'webvisitors');
      const friends = await okCall<FriendsListResponse>(member, 'webfriendslist');
      const chats = await okCall<GetChatsResponse>(member, 'webgetchat');
      const feeds = await okCall<FeedsResponse>(member, 'webfeeds');
      return {
        people: ids(people.peoples),
        likes: ids(likes.peoples as { user_id: number }[]),
        visitors: ids(visitors.peoples as { user_id: number }[]),
        friends: ids(friends.peoples),
        chats: ids(chats.matches),
        feeds: ids(feeds.feeds),
      };
    }

    const countsOf = async (member: TestMember) =>
      (await okCall<CountsResponse>(member, 'webgetcounts')).result;

    /**
     * A premium member (so likes and visitors are not blurred) and, near them, one who liked and
     * visited them, one matched with a chat holding an unread message and a feed item, and one
     * with no tie at all.
     */
    async function memberWithTies() {
      const town = newTown();
      const near = (km: number) => ({
        longitude: town.longitude + km / 100,
        latitude: town.latitude,
      });
      const premiumUntil = new Date(Date.now() + 30 * DAY_MS);
      const me = await createTestMember(suite.app, { ...town, premiumUntil });
      const liker = await createTestMember(suite.app, { ...near(1), premiumUntil });
      const match = await createTestMember(suite.app, { ...near(2), premiumUntil });
      const stranger = await createTestMember(suite.app, { ...near(3), premiumUntil });
      await okCall(liker, 'webmatch', { follow_id: String(me.id), type: 'like' });
      await okCall(liker, 'webvisitprofile', { visit_user_id: String(me.id) });
      await okCall(me, 'webmatch', { follow_id: String(match.id), type: 'like' });
      await okCall(match, 'webmatch', { follow_id: String(me.id), type: 'like' });
      const chatId = await openChat(suite.app, me, match);
      await okCall(match, 'websendmessage', {
        sender_id: String(match.id),
        chat_id: String(chatId),
        receiver_id: String(me.id),
        chat_time: '0',
        client_id: `blocks-${match.id}`,
        message: 'hello',
      });
      await okCall(match, 'websetprofile', { job: 'Pilot' });
      await okCall(me, 'websetprofile', { job: 'Nurse' });
      return { me, liker, match, stranger, chatId };
    }

    for (const direction of ['the member blocks', 'the member is blocked by'] as const) {
      it(`hides both from each other everywhere when ${direction} the other, until unblocked`, async () => {
        const { me, liker, match, stranger, chatId } = await memberWithTies();
        const others = [liker, match, stranger];
        const seen: Lists = {
          people: [liker.id, stranger.id].sort(),
          likes: [liker.id],
          visitors: [liker.id],
          friends: [match.id],
          chats: [match.id],
          feeds: [match.id],
        };
        const none: Lists = {
          people: [],
          likes: [],
          visitors: [],
          friends: [],
          chats: [],
          feeds: [],
        };
        // Counted first: reading the lists marks likes and visitors seen.
        const before = await countsOf(me);
        assert.deepEqual([before.like_request, before.visitors, before.message], [1, 1, 1]);
        assert.deepEqual(await listsOf(me), seen);
        const matchSees = (lists: Lists) => [lists.friends, lists.chats, lists.feeds];
        assert.deepEqual(matchSees(await listsOf(match)), [[me.id], [me.id], [me.id]]);
        assert.ok((await listsOf(stranger)).people.includes(me.id));

        const blockAll = async (block: boolean) => {
          for (const other of others) {
            if (direction === 'the member blocks') await setBlock(me, other, block);
            else await setBlock(other, me, block);
          }
        };
        await okCall(liker, 'webvisitprofile', { visit_user_id: String(me.id) });
        await blockAll(true);

        const after = await countsOf(me);
        assert.deepEqual([after.like_request, after.visitors, after.message], [0, 0, 0]);
        assert.deepEqual(await listsOf(me), none);
        // And the other way round: the member is gone from the others' lists too.
        assert.ok(!(await listsOf(stranger)).people.includes(me.id), 'discovery');
        assert.deepEqual(matchSees(await listsOf(match)), [[], [], []]);
        for (const other of others) {
          const profile = await call(me, 'webprofilenew', { friend_id: String(other.id) });
          assert.equal(profile.statusCode, 404);
          assert.deepEqual(profile.json(), {
            status: 'false',
            message: MESSAGES.memberUnavailable,
          });
          const theirs = await call(other, 'webprofilenew', { friend_id: String(me.id) });
          assert.deepEqual(theirs.json(), { status: 'false', message: MESSAGES.memberUnavailable });
        }
        // Nothing new can reach across the block: no like (so no push), no message.
        const like = await call(stranger, 'webmatch', { follow_id: String(me.id), type: 'like' });
        assert.equal(like.statusCode, 404);
        const sent = await call(match, 'websendmessage', {
          sender_id: String(match.id),
          chat_id: String(chatId),
          receiver_id: String(me.id),
          chat_time: '0',
          client_id: `blocked-${match.id}`,
          message: 'still there?',
        });
        assert.equal(sent.statusCode, 403);
        assert.equal(
          sent.json<{ message: string }>().message,
          direction === 'the member blocks'
            ? CHAT_MESSAGES.blockedByThem
            : CHAT_MESSAGES.blockedByMe,
        );

        await blockAll(false);
        assert.deepEqual(await listsOf(me), seen);
      });
    }

    it('lists whom the member blocks, latest first, and sets a block idempotently', async () => {
      const me = await createTestMember(suite.app);
      const first = await createTestMember(suite.app, { name: 'First One', photos: ['first.jpg'] });
      const second = await createTestMember(suite.app, { name: 'Second One' });
      const blocker = await createTestMember(suite.app);
      await setBlock(blocker, me, true);

      assert.deepEqual(await setBlock(me, first, true), { status: 'true', blocked_by_me: 'true' });
      assert.deepEqual(await setBlock(me, first, true), { status: 'true', blocked_by_me: 'true' });
      await new Promise((resolve) => setTimeout(resolve, 5));
      await setBlock(me, second, true);
      const listed = await okCall<BlockedMembersResponse>(me, 'webblockedmembers');
      assert.deepEqual(
        listed.members.map(({ user_id, user_name, user_image }) => ({
          user_id,
          user_name,
          user_image,
        })),
        [
          { user_id: second.id, user_name: 'Second One', user_image: '' },
          { user_id: first.id, user_name: 'First One', user_image: '/uploads/first.jpg' },
        ],
        'only the blocks the member made',
      );
      assert.ok(listed.members.every((member) => Number.isInteger(member.blocked_at)));

      assert.deepEqual(await setBlock(me, first, false), {
        status: 'true',
        blocked_by_me: 'false',
      });
      assert.deepEqual(await setBlock(me, first, false), {
        status: 'true',
        blocked_by_me: 'false',
      });
      const left = await okCall<BlockedMembersResponse>(me, 'webblockedmembers');
      assert.deepEqual(
        left.members.map((member) => member.user_id),
        [second.id],
      );
      // The chat menu's toggle reads the same blocks.
      const toggled = await okCall<{ blocked_by_me: string }>(me, 'webblockchat', {
        block_user_id: String(second.id),
      });
      assert.equal(toggled.blocked_by_me, 'false');
      assert.deepEqual((await okCall<BlockedMembersResponse>(me, 'webblockedmembers')).members, []);
    });

    it('refuses to block oneself or a member who does not exist', async () => {
      const me = await createTestMember(suite.app);
      const self = await call(me, 'websetblock', { block_user_id: String(me.id), block: 'true' });
      assert.equal(self.statusCode, 403);
      const unknown = await call(me, 'websetblock', { block_user_id: '99999999', block: 'true' });
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.json<{ message: string }>().message, CHAT_MESSAGES.accountDeleted);
      const bad = await call(me, 'websetblock', { block_user_id: '5', block: 'maybe' });
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json<{ status: string }>().status, 'false');
    });

    it('tells both members’ open chat pages of a block from anywhere', async () => {
      const [ann, bob] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      const chatId = await openChat(suite.app, ann, bob);
      const [annTab, bobTab] = [
        await sockets.open(suite.url, ann),
        await sockets.open(suite.url, bob),
      ];
      await setBlock(ann, bob, true);
      assert.deepEqual(await annTab.next('chatstate'), { chatid: chatId });
      assert.deepEqual(await bobTab.next('chatstate'), { chatid: chatId });
      await setBlock(ann, bob, false);
      assert.deepEqual(await bobTab.next('chatstate'), { chatid: chatId });
    });
  });
}
