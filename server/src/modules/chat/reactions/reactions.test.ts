import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type {
  GetChatMessagesResponse,
  ReactionNotice,
  ReactResponse,
  SendMessageResponse,
} from '@dating/contract/schemas';
import { useTestApp } from '../../../../test/support/testApp';
import { testBackends } from '../../../../test/support/testBackends';
import { createTestMember, type TestMember } from '../../../../test/support/testMembers';
import { openChat, testSockets } from '../../../../test/support/chatTestClient';
import { CHAT_MESSAGES } from '../chatMessages';

let sequence = 0;
const clientId = () => `x-${process.pid}-${(sequence += 1)}`;

for (const backend of testBackends()) {
  describe(`message reactions on ${backend.name}`, { skip: backend.skip }, () => {
    const sockets = testSockets();
    const suite = useTestApp(backend, { listen: true, beforeClose: sockets.closeAll });

    const call = (member: TestMember, url: string, payload: Record<string, unknown> = {}) =>
      suite.app.inject({ method: 'POST', url: `/api/${url}`, headers: member.headers, payload });

    const chatWithMessage = async () => {
      const [ann, bob] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      const chatId = await openChat(suite.app, ann, bob);
      const sent = await call(ann, 'websendmessage', {
        sender_id: ann.id,
        chat_id: chatId,
        receiver_id: bob.id,
        chat_time: 0,
        client_id: clientId(),
        message: 'Dinner on Friday?',
      });
      const message = sent.json<SendMessageResponse>().result;
      return { ann, bob, chatId, messageId: message.id };
    };

    const react = (member: TestMember, chatId: number, messageId: number, emoji: string) =>
      call(member, 'webreactmessage', {
        chat_id: String(chatId),
        message_id: String(messageId),
        emoji,
      });

    const reactionsIn = async (member: TestMember, chatId: number, messageId: number) => {
      const reply = await call(member, 'webgetchatmessage', { chat_id: chatId });
      const { chats } = reply.json<GetChatMessagesResponse>();
      return chats.find((message) => message.id === messageId)?.reactions;
    };

    it('sets, changes and removes one reaction per member, live to both and after reload', async () => {
      const { ann, bob, chatId, messageId } = await chatWithMessage();
      const annSocket = await sockets.open(suite.url, ann);

      const set = await react(bob, chatId, messageId, '❤️');
      assert.equal(set.statusCode, 200, set.body);
      assert.deepEqual(set.json<ReactResponse>().reactions, [{ user_id: bob.id, emoji: '❤️' }]);
      assert.deepEqual(await annSocket.next<ReactionNotice>('reaction'), {
        chatid: chatId,
        message_id: messageId,
        reactions: [{ user_id: bob.id, emoji: '❤️' }],
      });

      await react(bob, chatId, messageId, '😂');
      await react(ann, chatId, messageId, '🔥');
      assert.deepEqual(await reactionsIn(ann, chatId, messageId), [
        { user_id: bob.id, emoji: '😂' },
        { user_id: ann.id, emoji: '🔥' },
      ]);

      await react(bob, chatId, messageId, '');
      assert.deepEqual(await reactionsIn(bob, chatId, messageId), [
        { user_id: ann.id, emoji: '🔥' },
      ]);
    });

    it("refuses a stranger, another chat's message and an emoji not offered", async () => {
      const { chatId, messageId, bob } = await chatWithMessage();
      const stranger = await createTestMember(suite.app);
      assert.equal((await react(stranger, chatId, messageId, '👍')).statusCode, 403);

      const other = await chatWithMessage();
      const elsewhere = await react(bob, chatId, other.messageId, '👍');
      assert.equal(elsewhere.statusCode, 404);
      assert.equal(elsewhere.json<{ message: string }>().message, CHAT_MESSAGES.messageNotFound);
      assert.deepEqual(await reactionsIn(other.ann, other.chatId, other.messageId), []);

      const unknownEmoji = await react(bob, chatId, messageId, '💩');
      assert.equal(unknownEmoji.statusCode, 400);
    });

    it('refuses reactions in a blocked chat', async () => {
      const { ann, bob, chatId, messageId } = await chatWithMessage();
      await call(ann, 'webblockchat', { block_user_id: bob.id });
      const byBlocked = await react(bob, chatId, messageId, '👍');
      assert.equal(byBlocked.statusCode, 403);
      assert.equal(byBlocked.json<{ message: string }>().message, CHAT_MESSAGES.blockedByThem);
      const byBlocker = await react(ann, chatId, messageId, '👍');
      assert.equal(byBlocker.statusCode, 403);
      assert.deepEqual(await reactionsIn(ann, chatId, messageId), []);
    });
  });
}
