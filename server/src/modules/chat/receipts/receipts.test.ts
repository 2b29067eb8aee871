import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type {
  ChatMessage,
  CountsResponse,
  GetChatMessagesResponse,
  ReceiptNotice,
  SendMessageResponse,
} from '@dating/contract/schemas';
import { useTestApp } from '../../../../test/support/testApp';
import { explainedNodes } from '../../../../test/support/explainPlan';
import { testBackends } from '../../../../test/support/testBackends';
import { createTestMember, type TestMember } from '../../../../test/support/testMembers';
import { MESSAGES } from '@dating/contract/rules';
import { orderedPair } from '../../../db/orderedPair';
import { pointAt } from '../../../db/pointAt';
import { acknowledgementStatement } from './receiptsRepository';
import {
  openChat,
  testSockets,
  wait,
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

    it("counts a seen chat read in its member's unread count, read receipts off too, telling the sender nothing more", async () => {
      const { ann, bob, chatId } = await pair();
      await call(bob, 'webreadreceipts', { read_receipts: 'false' });
      const unread = async () =>
        (await call(bob, 'webgetcounts')).json<CountsResponse>().result.message;
      const annSocket = await socketOf(ann);
      const bobSocket = await socketOf(bob);
      const message = await send(ann, chatId, bob);
      await acknowledge(bobSocket, 'delivered', chatId, message.id);
      assert.deepEqual(await annSocket.next<ReceiptNotice>('receipt'), {
        chatid: chatId,
        delivered_up_to: message.id,
        read_up_to: 0,
      });
      assert.equal(await unread(), 1);

      await acknowledge(bobSocket, 'seen', chatId, message.id);
      assert.equal(await unread(), 0);
      // Ann's next receipt is her next message's: the seen moved no mark she sees.
      const next = await send(ann, chatId, bob);
      await acknowledge(bobSocket, 'delivered', chatId, next.id);
      assert.equal((await annSocket.next<ReceiptNotice>('receipt')).delivered_up_to, next.id);
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

    it('gives each acknowledgement of a batch its own outcome, across chats', async () => {
      const chats = [await pair(), await pair(), await pair(), await pair()];
      const [readChat, twiceChat, blockedChat, ownChat] = chats;
      const senders = await Promise.all(chats.map(({ ann }) => socketOf(ann)));
      const sent = await Promise.all(chats.map(({ ann, bob, chatId }) => send(ann, chatId, bob)));
      const later = await send(twiceChat!.ann, twiceChat!.chatId, twiceChat!.bob);
      const stranger = await createTestMember(suite.app);
      const blocked = await call(blockedChat!.bob, 'websetblock', {
        block_user_id: String(blockedChat!.ann.id),
        block: 'true',
      });
      assert.equal(blocked.statusCode, 200, blocked.body);

      // Called in one tick, they go in a few statements (a chat's always in one lane's).
      const { chat } = suite.app.services;
      const outcomes = await Promise.allSettled([
        chat.acknowledge(readChat!.bob.id, readChat!.chatId, sent[0]!.id, true),
        chat.acknowledge(twiceChat!.bob.id, twiceChat!.chatId, sent[1]!.id, false),
        chat.acknowledge(twiceChat!.bob.id, twiceChat!.chatId, later.id, false),
        chat.acknowledge(blockedChat!.bob.id, blockedChat!.chatId, sent[2]!.id, true),
        chat.acknowledge(ownChat!.ann.id, ownChat!.chatId, sent[3]!.id, true),
        chat.acknowledge(stranger.id, readChat!.chatId, sent[0]!.id, true),
      ]);
      assert.deepEqual(
        outcomes.map((outcome) => outcome.status),
        ['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'rejected'],
      );
      const refusal = (outcomes[5] as PromiseRejectedResult).reason as {
        statusCode: number;
        message: string;
      };
      assert.equal(refusal.statusCode, 403);
      assert.equal(refusal.message, MESSAGES.invalidAccess);

      const [readTab, twiceTab, blockedTab, ownTab] = senders;
      assert.deepEqual(await readTab!.next<ReceiptNotice>('receipt'), {
        chatid: readChat!.chatId,
        delivered_up_to: sent[0]!.id,
        read_up_to: sent[0]!.id,
      });
      // Both of the chat's acknowledgements raise its mark once, to the later message.
      assert.deepEqual(await twiceTab!.next<ReceiptNotice>('receipt'), {
        chatid: twiceChat!.chatId,
        delivered_up_to: later.id,
        read_up_to: 0,
      });
      await wait(200);
      const receiptsOf = (tab: RecordingSocket) =>
        tab.events.filter(({ event }) => event === 'receipt');
      assert.equal(receiptsOf(twiceTab!).length, 1);
      // Across the block the sender hears nothing and reads Sent.
      assert.deepEqual(receiptsOf(blockedTab!), []);
      assert.equal(await receiptOf(blockedChat!.ann, blockedChat!.chatId, sent[2]!), 'sent');
      // A member's own message moves nothing.
      assert.deepEqual(receiptsOf(ownTab!), []);
      assert.equal(await receiptOf(ownChat!.ann, ownChat!.chatId, sent[3]!), 'sent');
      assert.equal(await receiptOf(readChat!.ann, readChat!.chatId, sent[0]!), 'read');
      assert.equal(await receiptOf(twiceChat!.ann, twiceChat!.chatId, sent[1]!), 'delivered');
    });

    it("reads each part of a batch's statement once, so its work grows with the batch alone", async () => {
      const { db } = suite.app;
      const ann = await createTestMember(suite.app);
      const others = await db
        .insertInto('members')
        .values(
          Array.from({ length: 60 }, (_, index) => ({
            email: `batch-${process.pid}-${(sequence += 1)}-${index}@example.com`,
            password_hash: 'not-a-real-hash',
            name: 'Sender',
            birth_date: '1990-05-17',
            gender: 'male' as const,
            location: 'Paris, Île-de-France, France',
            coordinates: pointAt(2.3488, 48.85341),
            created_at: new Date(),
          })),
        )
        .returning('id')
        .execute();
      const chats = await db
        .insertInto('chats')
        .values(others.map(({ id }) => ({ ...orderedPair(ann.id, id), created_at: new Date() })))
        .returning(['id', 'member_low', 'member_high'])
        .execute();
      const messages = await db
        .insertInto('chat_messages')
        .values(
          chats.map((chat) => ({
            chat_id: chat.id,
            sender_id: chat.member_low === ann.id ? chat.member_high : chat.member_low,
            client_id: clientId(),
            type: 'text' as const,
            created_at: new Date(),
          })),
        )
        .returning(['id', 'chat_id'])
        .execute();
      const batch = messages.map((message) => ({
        chatId: message.chat_id,
        memberId: ann.id,
        messageId: Number(message.id),
        seen: true,
      }));
      const scans = (await explainedNodes(db, acknowledgementStatement(batch))).filter(
        (node) => node['Node Type'] === 'CTE Scan',
      );
      assert.ok(scans.length >= 4, JSON.stringify(scans));
      // A CTE scanned once per row of another one made a batch of 500 take a second.
      for (const scan of scans) assert.equal(scan['Actual Loops'], 1, scan['CTE Name']);
      // The statement did its work: each chat's marks are raised.
      const raised = await db
        .selectFrom('chat_member_states')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('member_id', '=', ann.id)
        .where('delivered_up_to', '>', '0')
        .executeTakeFirstOrThrow();
      assert.equal(Number(raised.count), batch.length);
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
