import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type {
  BlockStatusResponse,
  CountsResponse,
  FeedsResponse,
  FriendsListResponse,
  GetChatsResponse,
  PeopleRequestsResponse,
  SendMessageResponse,
  UploadImageResponse,
} from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import { openChat, sendOverSocket, testSockets } from '../../../test/support/chatTestClient';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testClock } from '../../../test/support/testClock';
import {
  createTestMember,
  memberCalls,
  updateTestMember,
  type TestMember,
} from '../../../test/support/testMembers';
import { dataUrlOf, smallPng } from '../../../test/support/testPictures';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each test in a town of its own, so nobody else's members show in its lists. */
let townCount = 0;
function newTown() {
  townCount += 1;
  return { longitude: -60 - townCount * 3, latitude: 20 + (townCount % 4) * 4 };
}

/** Who shows in a member's lists of the people they are tied to. */
interface Lists {
  likes: number[];
  visitors: number[];
  friends: number[];
  chats: number[];
  newMatches: number[];
  feeds: number[];
}

for (const backend of testBackends()) {
  describe(`suspended and banned members on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = testClock(new Date());
    const sockets = testSockets();
    const suite = useTestApp(backend, {
      listen: true,
      beforeClose: sockets.closeAll,
      options: { now: clock.now },
    });

    const { call, okCall } = memberCalls(suite);

    async function listsOf(member: TestMember): Promise<Lists> {
      const ids = (cards: { user_id: number }[]) => cards.map((card) => card.user_id).sort();
      const likes = await okCall<PeopleRequestsResponse>(member, 'webfriendrequests', {
        type: 'like',
      });
      const visitors = await okCall<PeopleRequestsResponse>(member, 'webvisitors');
      const friends = await okCall<FriendsListResponse>(member, 'webfriendslist');
      const chats = await okCall<GetChatsResponse>(member, 'webgetchat');
      const newMatches = await okCall<GetChatsResponse>(member, 'webgetchat', {
        section: 'new_matches',
      });
      const feeds = await okCall<FeedsResponse>(member, 'webfeeds');
      return {
        likes: ids(likes.peoples as { user_id: number }[]),
        visitors: ids(visitors.peoples as { user_id: number }[]),
        friends: ids(friends.peoples),
        chats: ids(chats.matches),
        newMatches: ids(newMatches.matches),
        feeds: ids(feeds.feeds),
      };
    }

    const unreadOf = async (member: TestMember) =>
      (await okCall<CountsResponse>(member, 'webgetcounts')).result.message;

    const textTo = (from: TestMember, to: TestMember, chatId: number, clientId: string) =>
      call(from, 'websendmessage', {
        sender_id: String(from.id),
        chat_id: String(chatId),
        receiver_id: String(to.id),
        chat_time: '0',
        client_id: clientId,
        message: 'are you there?',
      });

    /**
     * A premium member (likes and visitors unblurred) with, near them, one who liked and visited
     * them, a match with a chat, a message and a feed item, and a fresh match nobody wrote to.
     */
    async function memberWithTies() {
      const town = newTown();
      const premiumUntil = new Date(clock.now().getTime() + 30 * DAY_MS);
      const near = (km: number) => ({
        longitude: town.longitude + km / 100,
        latitude: town.latitude,
        premiumUntil,
      });
      const me = await createTestMember(suite.app, { ...town, premiumUntil });
      const liker = await createTestMember(suite.app, near(1));
      const match = await createTestMember(suite.app, near(2));
      const fresh = await createTestMember(suite.app, near(3));
      await okCall(liker, 'webmatch', { follow_id: String(me.id), type: 'like' });
      await okCall(liker, 'webvisitprofile', { visit_user_id: String(me.id) });
      for (const other of [match, fresh]) {
        await okCall(me, 'webmatch', { follow_id: String(other.id), type: 'like' });
        await okCall(other, 'webmatch', { follow_id: String(me.id), type: 'like' });
      }
      const chatId = await openChat(suite.app, me, match);
      const sent = await textTo(match, me, chatId, `sanction-${match.id}`);
      assert.equal(sent.statusCode, 200, JSON.stringify(sent.body));
      const messageId = (sent.body as SendMessageResponse).result.id;
      await okCall(match, 'websetprofile', { job: 'Pilot' });
      const all: Lists = {
        likes: [liker.id],
        visitors: [liker.id],
        friends: [match.id, fresh.id].sort(),
        chats: [match.id],
        newMatches: [fresh.id],
        feeds: [match.id],
      };
      return { me, liker, match, fresh, chatId, messageId, all };
    }

    /** Every way to write to `match` is refused with the chat's notice. */
    async function assertSendsRefused(
      me: TestMember,
      match: TestMember,
      chatId: number,
      messageId: number,
    ) {
      const refusal = { status: 'false', message: MESSAGES.memberNoLongerAvailable };
      const text = await textTo(me, match, chatId, `refused-text-${me.id}`);
      assert.deepEqual([text.statusCode, text.body], [403, refusal]);

      const upload = await okCall<UploadImageResponse>(me, 'uploadimagechat', {
        file: dataUrlOf(await smallPng()),
      });
      const picture = await call(me, 'websendmessage', {
        sender_id: String(me.id),
        chat_id: String(chatId),
        receiver_id: String(match.id),
        chat_time: '0',
        client_id: `refused-picture-${me.id}`,
        upload_image: upload.image_name,
      });
      assert.deepEqual([picture.statusCode, picture.body], [403, refusal]);

      const reaction = await call(me, 'webreactmessage', {
        chat_id: String(chatId),
        message_id: String(messageId),
        emoji: '❤️',
      });
      assert.deepEqual([reaction.statusCode, reaction.body], [403, refusal]);

      const tab = await sockets.open(suite.url, me);
      const overSocket = await sendOverSocket(tab, chatId, me.id, match.id, {
        client_id: `refused-socket-${me.id}`,
        message: 'hello?',
      });
      assert.deepEqual(overSocket, refusal);
      tab.socket.disconnect();

      const status = await okCall<BlockStatusResponse>(me, 'blockstatus', { chatid: chatId });
      assert.equal(status.unavailable, 'true');
      const stored = await suite.app.db
        .selectFrom('chat_messages')
        .select('id')
        .where('chat_id', '=', chatId)
        .execute();
      assert.equal(stored.length, 1, 'only the message from before the measure');
    }

    const sanction = (member: TestMember, measure: 'suspended' | 'banned') =>
      updateTestMember(
        suite.app,
        member,
        measure === 'banned'
          ? { banned_at: clock.now(), standing_reason: 'spam' }
          : {
              suspended_until: new Date(clock.now().getTime() + 3 * DAY_MS),
              standing_reason: 'harassment',
            },
      );

    it('a suspended member leaves every list of their matches and admirers until the suspension ends', async () => {
      const { me, liker, match, fresh, chatId, messageId, all } = await memberWithTies();
      assert.equal(await unreadOf(me), 1);
      assert.deepEqual(await listsOf(me), all);
      await okCall(liker, 'webvisitprofile', { visit_user_id: String(me.id) });

      for (const member of [liker, match, fresh]) await sanction(member, 'suspended');
      assert.equal(await unreadOf(me), 0);
      assert.deepEqual(await listsOf(me), {
        likes: [],
        visitors: [],
        friends: [],
        chats: [],
        newMatches: [],
        feeds: [],
      });
      await assertSendsRefused(me, match, chatId, messageId);

      clock.advance(3 * DAY_MS + 1000);
      assert.equal(await unreadOf(me), 1);
      assert.deepEqual(await listsOf(me), all);
      const status = await okCall<BlockStatusResponse>(me, 'blockstatus', { chatid: chatId });
      assert.equal(status.unavailable, 'false');
      const text = await textTo(me, match, chatId, `after-suspension-${me.id}`);
      assert.equal(text.statusCode, 200, JSON.stringify(text.body));
    });

    it('a banned member leaves every list of their matches and admirers for good', async () => {
      const { me, liker, match, fresh, chatId, messageId, all } = await memberWithTies();
      assert.deepEqual(await listsOf(me), all);
      for (const member of [liker, match, fresh]) await sanction(member, 'banned');
      assert.equal(await unreadOf(me), 0);
      await assertSendsRefused(me, match, chatId, messageId);
      clock.advance(4 * DAY_MS);
      assert.deepEqual(await listsOf(me), {
        likes: [],
        visitors: [],
        friends: [],
        chats: [],
        newMatches: [],
        feeds: [],
      });
    });

    it('tells the open chats of a suspended member’s matches at once', async () => {
      const { me, match, chatId } = await memberWithTies();
      const moderator = await createTestMember(suite.app);
      await updateTestMember(suite.app, moderator, { role: 'moderator' });
      const tab = await sockets.open(suite.url, me);
      await okCall(moderator, 'moderationaction', {
        member_id: match.id,
        action: 'suspend',
        days: '3',
        note: 'Insults in chat',
        reason: 'harassment',
      });
      assert.deepEqual(await tab.next('chatstate'), { chatid: chatId });
      const status = await okCall<BlockStatusResponse>(me, 'blockstatus', { chatid: chatId });
      assert.equal(status.unavailable, 'true');
    });

    it('a snoozed match keeps their place in the friends list and the chats', async () => {
      const { me, match, chatId } = await memberWithTies();
      await okCall(match, 'websetsnooze', { snooze: 'until_off' });
      const lists = await listsOf(me);
      assert.deepEqual([lists.friends.includes(match.id), lists.chats], [true, [match.id]]);
      const text = await textTo(me, match, chatId, `snoozed-${me.id}`);
      assert.equal(text.statusCode, 200, JSON.stringify(text.body));
    });
  });
}
