import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import type {
  CountsResponse,
  GetChatMessagesResponse,
  GetChatsResponse,
  HiddenMessagesResponse,
  HiddenWordsResponse,
  PeopleRequestsResponse,
} from '@dating/contract/schemas';
import { HIDDEN_WORD_MAX, HIDDEN_WORDS_MAX, MESSAGES } from '@dating/contract/rules';
import { openChat, testSockets, wait } from '../../../test/support/chatTestClient';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { createTestMember, memberCalls, type TestMember } from '../../../test/support/testMembers';
import { east, newTown } from '../../../test/support/testTowns';
import { hiddenWordsMatcher } from './hiddenWordsMatcher';

describe('hidden words matcher', () => {
  it('finds whole words whatever their case and accents, and emoji anywhere', () => {
    const hides = hiddenWordsMatcher(['Cash', 'café', 'send money', '💸', 'مال']);
    assert.equal(hides('Do you have CASH?'), true);
    assert.equal(hides('I love cashews'), false, 'a word inside another is not the word');
    assert.equal(hides('un CAFE ?'), true, 'accents aside');
    assert.equal(hides('please  send\nmoney'), true, 'a phrase with any spaces between');
    assert.equal(hides('money, send it'), false);
    assert.equal(hides('pay me💸now'), true, 'an emoji with no space around it');
    assert.equal(hides('أريد المال'), false, 'an Arabic word with ال attached is another word');
    assert.equal(hides('أريد مال'), true);
    assert.equal(hiddenWordsMatcher([])('anything'), false);
  });
});

for (const backend of testBackends()) {
  describe(`hidden words on ${backend.name}`, { skip: backend.skip }, () => {
    const sockets = testSockets();
    const suite = useTestApp(backend, { listen: true, beforeClose: () => sockets.closeAll() });
    const { call, okCall } = memberCalls(suite);

    const words = (member: TestMember, change: object = {}) =>
      okCall<HiddenWordsResponse>(member, 'webhiddenwords', change);
    const send = (from: TestMember, chatId: number, to: TestMember, message: string) =>
      call<{ status: string; result: { message: string } }>(from, 'websendmessage', {
        chat_id: chatId,
        receiver_id: to.id,
        client_id: `hidden-${Math.random().toString(36).slice(2)}`,
        message,
      });

    it("keeps each member's own list: added once whatever the case, removed, within limits", async () => {
      const ann = await createTestMember(suite.app);
      const bob = await createTestMember(suite.app);
      assert.deepEqual((await words(ann, { add: ' Cash ' })).words, ['Cash']);
      assert.deepEqual((await words(ann, { add: 'CASH' })).words, ['Cash'], 'once');
      assert.deepEqual((await words(ann, { add: '💸' })).words, ['Cash', '💸']);
      assert.deepEqual((await words(bob)).words, [], "Ann's words are Ann's");
      assert.deepEqual((await words(ann, { remove: 'cash' })).words, ['💸']);

      for (const bad of ['   ', 'x'.repeat(HIDDEN_WORD_MAX + 1)]) {
        const refused = await call(ann, 'webhiddenwords', { add: bad });
        assert.equal(refused.statusCode, 400);
        assert.deepEqual(refused.body, { status: 'false', message: MESSAGES.hiddenWordRule });
      }
      for (let index = 1; index < HIDDEN_WORDS_MAX; index += 1) {
        await suite.app.services.hiddenWords.words(ann.id, { add: `word${index}` });
      }
      const full = await call(ann, 'webhiddenwords', { add: 'one more' });
      assert.equal(full.statusCode, 409);
      assert.deepEqual(full.body, { status: 'false', message: MESSAGES.tooManyHiddenWords });
    });

    it('takes the member from the token: a call naming someone else is refused', async () => {
      const ann = await createTestMember(suite.app);
      const bob = await createTestMember(suite.app);
      for (const url of ['webhiddenwords', 'webhiddenmessages']) {
        const named = await call(ann, url, { user_id: String(bob.id), add: 'cash' });
        assert.equal(named.statusCode, 403, url);
      }
      assert.deepEqual((await words(bob)).words, []);
    });

    it('moves an opening message with a hidden word to the Hidden folder, out of lists, counts, sockets and pushes', async () => {
      const ann = await createTestMember(suite.app, { name: 'Ann Hidden' });
      const bob = await createTestMember(suite.app, { name: 'Bob Sender' });
      await words(ann, { add: 'crypto' });
      const chatId = await openChat(suite.app, bob, ann);
      const annSocket = await sockets.open(suite.url, ann);
      const notify = mock.method(suite.app.services.push, 'notify');
      try {
        const sent = await send(bob, chatId, ann, 'Want to invest in Crypto with me?');
        assert.equal(sent.statusCode, 200, 'the sender is not told');
        assert.equal(sent.body.result.message, 'Want to invest in Crypto with me?');
        await wait(200);
        assert.equal(notify.mock.callCount(), 0, 'no push');
      } finally {
        notify.mock.restore();
      }
      assert.deepEqual(
        annSocket.events.filter((recorded) => recorded.event === 'broad'),
        [],
        'no live message, toast or badge',
      );

      const list = await okCall<GetChatsResponse>(ann, 'webgetchat', { section: 'conversations' });
      assert.deepEqual(list.matches, [], 'not in her conversations');
      const fresh = await okCall<GetChatsResponse>(ann, 'webgetchat', { section: 'new_matches' });
      assert.deepEqual(
        fresh.matches.map((match) => match.user_id),
        [bob.id],
        'Bob stays among her new matches, as if he had not written',
      );
      const counts = await okCall<CountsResponse>(ann, 'webgetcounts');
      assert.equal(counts.result.message, 0, 'not counted unread');
      const history = await okCall<GetChatMessagesResponse>(ann, 'webgetchatmessage', {
        chat_id: chatId,
      });
      assert.deepEqual(history.chats, []);
      const folder = await okCall<HiddenMessagesResponse>(ann, 'webhiddenmessages');
      assert.deepEqual(
        folder.items.map(({ kind, user_id, chat_id, message }) => ({
          kind,
          user_id,
          chat_id,
          message,
        })),
        [
          {
            kind: 'message',
            user_id: bob.id,
            chat_id: chatId,
            message: 'Want to invest in Crypto with me?',
          },
        ],
      );
      const bobsHistory = await okCall<GetChatMessagesResponse>(bob, 'webgetchatmessage', {
        chat_id: chatId,
      });
      assert.equal(bobsHistory.chats.length, 1, 'the sender sees their message as sent');
      const hiddenId = folder.items[0]?.message_id;
      assert.equal(hiddenId, bobsHistory.chats[0]?.id, 'the hidden message’s id, for a report');
      assert.deepEqual((await okCall<HiddenMessagesResponse>(bob, 'webhiddenmessages')).items, []);

      // Once she wrote in the chat, it is a conversation: the word no longer hides.
      assert.equal((await send(ann, chatId, bob, 'Hello Bob')).statusCode, 200);
      await send(bob, chatId, ann, 'crypto again');
      const after = await okCall<GetChatMessagesResponse>(ann, 'webgetchatmessage', {
        chat_id: chatId,
      });
      assert.deepEqual(
        after.chats.map((message) => message.message),
        ['Hello Bob', 'crypto again'],
      );
      await wait(100);
      assert.deepEqual(
        annSocket.events
          .filter((recorded) => recorded.event === 'broad')
          .map((recorded) => (recorded.payload as { message: string }).message),
        ['Hello Bob', 'crypto again'],
        'the live messages of a conversation reach her',
      );
      // The folder's Report attaches the hidden message.
      const reported = await call(ann, 'webreport', {
        report_user_id: String(bob.id),
        reason: 'spam',
        message_ids: [String(hiddenId)],
      });
      assert.equal(reported.statusCode, 200, JSON.stringify(reported.body));
      const stored = await suite.app.db
        .selectFrom('reports')
        .select('message_ids')
        .where('reporter_id', '=', ann.id)
        .executeTakeFirstOrThrow();
      assert.deepEqual(stored.message_ids, [String(hiddenId)]);
    });

    it("moves a like's comment with a hidden word to the Hidden folder, and keeps it there after the match", async () => {
      const town = newTown();
      const ann = await createTestMember(suite.app, { ...town, name: 'Ann Liked' });
      const bob = await createTestMember(suite.app, { ...east(town, 1), name: 'Bob Liker' });
      await words(ann, { add: 'horoscope' });
      await okCall(bob, 'webmatch', {
        follow_id: String(ann.id),
        type: 'like',
        comment: 'What is your horoscope?',
      });
      const likes = await okCall<PeopleRequestsResponse>(ann, 'webfriendrequests', {
        type: 'like',
      });
      assert.equal(likes.peoples.length, 1, 'the like itself is there');
      assert.equal(likes.peoples[0]?.received_like, undefined, 'without its comment');
      const folder = await okCall<HiddenMessagesResponse>(ann, 'webhiddenmessages');
      assert.deepEqual(
        folder.items.map(({ kind, user_id, message }) => ({ kind, user_id, message })),
        [{ kind: 'like_comment', user_id: bob.id, message: 'What is your horoscope?' }],
      );

      await okCall(ann, 'webmatch', { follow_id: String(bob.id), type: 'like' });
      const chats = await okCall<GetChatsResponse>(ann, 'webgetchat', { section: 'conversations' });
      assert.deepEqual(chats.matches, [], 'the match opens no conversation with the comment');
      const after = await okCall<HiddenMessagesResponse>(ann, 'webhiddenmessages');
      assert.deepEqual(
        after.items.map(({ kind, message }) => ({ kind, message })),
        [{ kind: 'message', message: 'What is your horoscope?' }],
      );
    });
  });
}
