import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type {
  ChatMessage,
  FlaggedRefusal,
  GetChatMessagesResponse,
  SendMessageResponse,
} from '@dating/contract/schemas';
import { openChat, testSockets } from '../../../../test/support/chatTestClient';
import { useTestApp } from '../../../../test/support/testApp';
import { testBackends } from '../../../../test/support/testBackends';
import { testClock } from '../../../../test/support/testClock';
import { createTestMember, type TestMember } from '../../../../test/support/testMembers';
import { FLAGGED_MESSAGE_PUSH_BODY } from '../chatService';
import { FLAGGED_REFUSAL_TEXTS, RESEND_WINDOW_MS } from './kindnessReview';

let sequence = 0;
const clientId = () => `k-${process.pid}-${(sequence += 1)}`;
const UNKIND = 'You are a fucking idiot';

for (const backend of testBackends()) {
  describe(`kinder messages on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = testClock();
    const sockets = testSockets();
    const suite = useTestApp(backend, {
      listen: true,
      options: { now: clock.now },
      beforeClose: sockets.closeAll,
    });

    const pair = async () => {
      const [ann, bob] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      return { ann, bob, chatId: await openChat(suite.app, ann, bob) };
    };

    const send = (
      sender: TestMember,
      chatId: number,
      receiver: TestMember,
      fields: Record<string, unknown>,
    ) =>
      suite.app.inject({
        method: 'POST',
        url: '/api/websendmessage',
        headers: sender.headers,
        payload: {
          sender_id: String(sender.id),
          chat_id: String(chatId),
          receiver_id: String(receiver.id),
          client_id: clientId(),
          ...fields,
        },
      });

    const history = async (member: TestMember, chatId: number) => {
      const reply = await suite.app.inject({
        method: 'POST',
        url: '/api/webgetchatmessage',
        headers: member.headers,
        payload: { chat_id: chatId },
      });
      return reply.json<GetChatMessagesResponse>().chats;
    };

    const socketOf = (member: TestMember) => sockets.open(suite.url, member);

    it('refuses a flagged text over HTTP without storing it, in the call language', async () => {
      const { ann, bob, chatId } = await pair();
      const refused = await send(ann, chatId, bob, { message: UNKIND, language: 'fr' });
      assert.equal(refused.statusCode, 409);
      assert.deepEqual(refused.json<FlaggedRefusal>(), {
        status: 'false',
        message: FLAGGED_REFUSAL_TEXTS.fr,
        flagged: 'true',
      });
      assert.deepEqual(await history(bob, chatId), []);
    });

    it('stores it flagged once the sender confirms, for both members and in the broadcast', async () => {
      const { ann, bob, chatId } = await pair();
      const bobTab = await socketOf(bob);
      const sent = await send(ann, chatId, bob, { message: UNKIND, send_anyway: 'true' });
      assert.equal(sent.statusCode, 200, sent.body);
      assert.equal(sent.json<SendMessageResponse>().result.flagged, 'true');
      const broadcast = await bobTab.next<ChatMessage>('broad');
      assert.equal(broadcast.flagged, 'true');
      const [stored] = await history(bob, chatId);
      assert.equal(stored?.message, UNKIND);
      assert.equal(stored?.flagged, 'true');
    });

    it("keeps a flagged text off the receiver's lock screen, not an ordinary one", async () => {
      const { ann, bob, chatId } = await pair();
      const pushed: { memberId: number; body: string }[] = [];
      const notify = suite.app.services.push.notify.bind(suite.app.services.push);
      suite.app.services.push.notify = (memberId, kind, content) => {
        pushed.push({ memberId, body: content.body });
        return notify(memberId, kind, content);
      };
      try {
        await send(ann, chatId, bob, { message: UNKIND, send_anyway: 'true' });
        await send(ann, chatId, bob, { message: 'Sorry, that was rude' });
      } finally {
        suite.app.services.push.notify = notify;
      }
      assert.deepEqual(pushed, [
        { memberId: bob.id, body: FLAGGED_MESSAGE_PUSH_BODY },
        { memberId: bob.id, body: 'Sorry, that was rude' },
      ]);
    });

    it('lets the same text through when sent again in the same chat within 10 minutes', async () => {
      const { ann, bob, chatId } = await pair();
      assert.equal((await send(ann, chatId, bob, { message: UNKIND })).statusCode, 409);
      clock.advance(RESEND_WINDOW_MS - 60_000);
      const again = await send(ann, chatId, bob, { message: ` ${UNKIND} ` });
      assert.equal(again.statusCode, 200, again.body);
      assert.equal(again.json<SendMessageResponse>().result.flagged, 'true');

      // Another text is asked about on its own; a refusal older than 10 minutes no longer counts.
      const other = 'shut up, bitch';
      assert.equal((await send(ann, chatId, bob, { message: other })).statusCode, 409);
      clock.advance(RESEND_WINDOW_MS + 1000);
      assert.equal((await send(ann, chatId, bob, { message: other })).statusCode, 409);
    });

    it('asks again in another chat or from another sender', async () => {
      const { ann, bob, chatId } = await pair();
      const carl = await createTestMember(suite.app);
      const otherChat = await openChat(suite.app, ann, carl);
      assert.equal((await send(ann, chatId, bob, { message: UNKIND })).statusCode, 409);
      assert.equal((await send(ann, otherChat, carl, { message: UNKIND })).statusCode, 409);
      assert.equal((await send(bob, chatId, ann, { message: UNKIND })).statusCode, 409);
    });

    it('stores an ordinary text unflagged at once, whatever send_anyway says', async () => {
      const { ann, bob, chatId } = await pair();
      const plain = await send(ann, chatId, bob, { message: 'A concert in Scunthorpe?' });
      assert.equal(plain.statusCode, 200, plain.body);
      assert.equal(plain.json<SendMessageResponse>().result.flagged, 'false');
      const confirmed = await send(ann, chatId, bob, { message: 'Hi', send_anyway: 'true' });
      assert.equal(confirmed.json<SendMessageResponse>().result.flagged, 'false');
      assert.deepEqual(
        (await history(bob, chatId)).map((message) => message.flagged),
        ['false', 'false'],
      );
    });

    it('refuses over the socket with the same refusal, and stores once confirmed', async () => {
      const { ann, bob, chatId } = await pair();
      const annTab = await socketOf(ann);
      const emit = (message: Record<string, unknown>, language?: string) =>
        new Promise<unknown>((resolve) => {
          annTab.socket.emit(
            'message',
            {
              chatid: chatId,
              sender_id: ann.id,
              receiver_id: bob.id,
              message: { client_id: clientId(), ...message },
              ...(language && { language }),
            },
            resolve,
          );
        });
      assert.deepEqual(await emit({ message: UNKIND }, 'ar'), {
        status: 'false',
        message: FLAGGED_REFUSAL_TEXTS.ar,
        flagged: 'true',
      });
      assert.deepEqual(await history(bob, chatId), []);
      const confirmed = (await emit({ message: UNKIND, send_anyway: 'true' })) as {
        result: ChatMessage;
      };
      assert.equal(confirmed.result.flagged, 'true');
      assert.equal((await history(bob, chatId)).at(-1)?.flagged, 'true');
    });
  });
}
