import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type {
  ChatMessage,
  GetChatMessagesResponse,
  ReceiptNotice,
  SendMessageResponse,
} from '@dating/contract/schemas';
import { useTestApp } from '../../../../test/support/testApp';
import { testBackends } from '../../../../test/support/testBackends';
import { createTestMember, type TestMember } from '../../../../test/support/testMembers';
import {
  openChat,
  testSockets,
  type RecordingSocket,
} from '../../../../test/support/chatTestClient';

let sequence = 0;
const clientId = () => `r-${process.pid}-${(sequence += 1)}`;

for (const backend of testBackends()) {
  describe(`read receipts on ${backend.name}`, { skip: backend.skip }, () => {
    const sockets = testSockets();
    const suite = useTestApp(backend, { listen: true, beforeClose: sockets.closeAll });

    const call = (member: TestMember, url: string, payload: Record<string, unknown> = {}) =>
      suite.app.inject({ method: 'POST', url: `/api/${url}`, headers: member.headers, payload });

    const socketOf = (member: TestMember) => sockets.open(suite.url, member);

    const send = async (sender: TestMember, chatId: number, receiver: TestMember) => {
      const reply = await call(sender, 'websendmessage', {
        sender_id: sender.id,
        chat_id: chatId,
        receiver_id: receiver.id,
        chat_time: 0,
        client_id: clientId(),
        message: 'Hello',
      });
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json<SendMessageResponse>().result;
    };

    const history = async (member: TestMember, chatId: number) => {
      const reply = await call(member, 'webgetchatmessage', { chat_id: chatId });
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json<GetChatMessagesResponse>();
    };

    const receiptOf = async (member: TestMember, chatId: number, message: ChatMessage) =>
      (await history(member, chatId)).chats.find((shown) => shown.id === message.id)?.receipt;

    const acknowledge = (
      client: RecordingSocket,
      event: 'delivered' | 'seen',
      chatId: number,
      messageId: number,
    ) =>
      client.socket
        .timeout(5000)
        .emitWithAck(event, { chatid: chatId, message_id: messageId }) as Promise<{
        status: string;
      }>;

    const pair = async () => {
      const [ann, bob] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      return { ann, bob, chatId: await openChat(suite.app, ann, bob) };
    };

    it('tells the sender Sent, then Delivered when the receiver gets it, then Read when seen', async () => {
      const { ann, bob, chatId } = await pair();
      const annSocket = await socketOf(ann);
      const bobSocket = await socketOf(bob);
      const message = await send(ann, chatId, bob);
      assert.equal(await receiptOf(ann, chatId, message), 'sent');

      assert.equal((await acknowledge(bobSocket, 'delivered', chatId, message.id)).status, 'true');
      const delivered = await annSocket.next<ReceiptNotice>('receipt');
      assert.deepEqual(delivered, { chatid: chatId, delivered_up_to: message.id, read_up_to: 0 });
      assert.equal(await receiptOf(ann, chatId, message), 'delivered');

      await acknowledge(bobSocket, 'seen', chatId, message.id);
      const read = await annSocket.next<ReceiptNotice>('receipt');
      assert.equal(read.read_up_to, message.id);
      assert.equal(await receiptOf(ann, chatId, message), 'read');
      // Only the sender's own messages carry a receipt.
      assert.equal(await receiptOf(bob, chatId, message), undefined);
    });

    it('counts a message fetched by its receiver as delivered, not read', async () => {
      const { ann, bob, chatId } = await pair();
      const annSocket = await socketOf(ann);
      const message = await send(ann, chatId, bob);
      await history(bob, chatId);
      assert.equal((await annSocket.next<ReceiptNotice>('receipt')).delivered_up_to, message.id);
      assert.equal(await receiptOf(ann, chatId, message), 'delivered');
    });

    it("gives a page that was away the other's marks with its catch-up, new messages or none", async () => {
      const { ann, bob, chatId } = await pair();
      const message = await send(ann, chatId, bob);
      // Bob reads while Ann's page has no socket: the notice reaches nobody.
      await (
        await socketOf(bob)
      ).socket.emitWithAck('seen', { chatid: chatId, message_id: message.id });

      const annSocket = await socketOf(ann);
      const caughtUp = await annSocket.socket.emitWithAck('join', {
        join_id: chatId,
        since: message.id,
      });
      assert.deepEqual(caughtUp, {
        status: 'true',
        chats: [],
        show_explicit: 'false',
        delivered_up_to: message.id,
        read_up_to: message.id,
      });
      const whole = await history(ann, chatId);
      assert.deepEqual([whole.delivered_up_to, whole.read_up_to], [message.id, message.id]);
    });

    it("ignores a member's receipt for their own message", async () => {
      const { ann, bob, chatId } = await pair();
      const annSocket = await socketOf(ann);
      const message = await send(ann, chatId, bob);
      await acknowledge(annSocket, 'seen', chatId, message.id);
      assert.equal(await receiptOf(ann, chatId, message), 'sent');
    });

    for (const off of ['receiver', 'sender'] as const) {
      it(`never tells Read when the ${off} turned read receipts off; Delivered stays`, async () => {
        const { ann, bob, chatId } = await pair();
        const setting = await call(off === 'sender' ? ann : bob, 'webreadreceipts', {
          read_receipts: 'false',
        });
        assert.equal(setting.json<{ read_receipts: string }>().read_receipts, 'false');
        const annSocket = await socketOf(ann);
        const bobSocket = await socketOf(bob);
        const message = await send(ann, chatId, bob);
        await acknowledge(bobSocket, 'seen', chatId, message.id);
        const notice = await annSocket.next<ReceiptNotice>('receipt');
        assert.deepEqual(notice, { chatid: chatId, delivered_up_to: message.id, read_up_to: 0 });
        assert.equal(await receiptOf(ann, chatId, message), 'delivered');
      });
    }

    it('answers and keeps the read receipts setting', async () => {
      const ann = await createTestMember(suite.app);
      const read = async () =>
        (await call(ann, 'webreadreceipts')).json<{ read_receipts: string }>().read_receipts;
      assert.equal(await read(), 'true');
      await call(ann, 'webreadreceipts', { read_receipts: 'false' });
      assert.equal(await read(), 'false');
    });

    it("refuses receipts for a chat of others and for another chat's message", async () => {
      const { ann, bob, chatId } = await pair();
      const other = await pair();
      const message = await send(other.ann, other.chatId, other.bob);
      const bobSocket = await socketOf(bob);
      const refused = await acknowledge(bobSocket, 'seen', other.chatId, message.id);
      assert.equal(refused.status, 'false');
      // A message id of another chat moves nothing in this one.
      await acknowledge(bobSocket, 'seen', chatId, message.id);
      const annMessage = await send(ann, chatId, bob);
      assert.equal(await receiptOf(ann, chatId, annMessage), 'sent');
      assert.equal(await receiptOf(other.ann, other.chatId, message), 'sent');
    });

    it("remembers a member's choice to view a chat's explicit pictures, for them only", async () => {
      const { ann, bob, chatId } = await pair();
      assert.equal((await history(bob, chatId)).show_explicit, 'false');
      const chosen = await call(bob, 'webshowexplicit', { chat_id: chatId });
      assert.equal(chosen.statusCode, 200, chosen.body);
      assert.equal((await history(bob, chatId)).show_explicit, 'true');
      assert.equal((await history(ann, chatId)).show_explicit, 'false');
      const stranger = await createTestMember(suite.app);
      const refused = await call(stranger, 'webshowexplicit', { chat_id: chatId });
      assert.equal(refused.statusCode, 403);
    });
  });
}
