import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { unzipSync, strFromU8 } from 'fflate';
import { MESSAGES } from '@dating/contract/rules';
import type {
  ChatMessage,
  GetChatMessagesResponse,
  GetChatsResponse,
  ModerationCaseResponse,
  UnsentNotice,
} from '@dating/contract/schemas';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testClock } from '../../../test/support/testClock';
import {
  createTestMember,
  memberCalls,
  updateTestMember,
  type TestMember,
} from '../../../test/support/testMembers';
import { openChat, sendOverSocket, testSockets } from '../../../test/support/chatTestClient';

let sequence = 0;
const clientId = () => `reply-${process.pid}-${(sequence += 1)}`;
const MINUTE_MS = 60_000;

for (const backend of testBackends()) {
  describe(`replies and unsending on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = testClock(new Date());
    const sockets = testSockets();
    const suite = useTestApp(backend, {
      listen: true,
      beforeClose: sockets.closeAll,
      options: { now: clock.now },
    });
    const { call, okCall } = memberCalls(suite);

    const send = async (from: TestMember, to: TestMember, chatId: number, fields: object) =>
      (
        await okCall<{ result: ChatMessage }>(from, 'websendmessage', {
          chat_id: chatId,
          receiver_id: to.id,
          client_id: clientId(),
          ...fields,
        })
      ).result;
    const historyOf = async (member: TestMember, chatId: number) =>
      (await okCall<GetChatMessagesResponse>(member, 'webgetchatmessage', { chat_id: chatId }))
        .chats;
    const unsend = (member: TestMember, chatId: number, messageId: number) =>
      call<{ result: ChatMessage; message?: string }>(member, 'webunsendmessage', {
        chat_id: String(chatId),
        message_id: String(messageId),
      });

    async function pair() {
      const [ann, bob] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      return { ann, bob, chatId: await openChat(suite.app, ann, bob) };
    }

    it('shows a reply with its quote, live to both and after reload, over the call and the socket', async () => {
      const { ann, bob, chatId } = await pair();
      const [annSocket, bobSocket] = [
        await sockets.open(suite.url, ann),
        await sockets.open(suite.url, bob),
      ];
      const question = await send(ann, bob, chatId, { message: 'Sushi or tacos?' });
      await bobSocket.next('broad');
      await annSocket.next('broad');

      const quote = {
        id: question.id,
        sender_id: ann.id,
        type: 'text',
        message: 'Sushi or tacos?',
        unsent: 'false',
      };
      const answer = await send(bob, ann, chatId, {
        message: 'Tacos!',
        reply_to: String(question.id),
      });
      assert.deepEqual(answer.reply_to, quote);
      assert.deepEqual((await annSocket.next<ChatMessage>('broad')).reply_to, quote);
      assert.deepEqual((await bobSocket.next<ChatMessage>('broad')).reply_to, quote);

      const overSocket = await sendOverSocket(annSocket, chatId, ann.id, bob.id, {
        client_id: clientId(),
        message: 'Deal',
        reply_to: answer.id,
      });
      assert.equal(overSocket.status, 'true', JSON.stringify(overSocket));

      for (const member of [ann, bob]) {
        const history = await historyOf(member, chatId);
        assert.deepEqual(history.find((message) => message.id === answer.id)?.reply_to, quote);
        assert.equal(history.at(-1)?.reply_to?.id, answer.id);
        // A message that quotes nothing carries no reply_to: old clients see the spec's message.
        assert.equal('reply_to' in (history[0] ?? {}), false);
      }
    });

    it('refuses a reply quoting a message of another chat, or one that does not exist', async () => {
      const { ann, bob, chatId } = await pair();
      const other = await pair();
      const elsewhere = await send(other.ann, other.bob, other.chatId, { message: 'Elsewhere' });
      for (const replyTo of [elsewhere.id, 99_999_999]) {
        const refused = await call(ann, 'websendmessage', {
          chat_id: chatId,
          receiver_id: bob.id,
          client_id: clientId(),
          message: 'Quoting',
          reply_to: replyTo,
        });
        assert.equal(refused.statusCode, 400);
        assert.deepEqual(refused.body, { status: 'false', message: MESSAGES.replyNotInChat });
      }
      assert.deepEqual(await historyOf(ann, chatId), []);
    });

    it('unsends for both within 15 minutes, live and after reload, and quotes of it follow', async () => {
      const { ann, bob, chatId } = await pair();
      const bobSocket = await sockets.open(suite.url, bob);
      const oops = await send(ann, bob, chatId, { message: 'Wrong chat, sorry!' });
      const reply = await send(bob, ann, chatId, { message: 'Ha', reply_to: oops.id });
      clock.advance(14 * MINUTE_MS);

      const unsent = await unsend(ann, chatId, oops.id);
      assert.equal(unsent.statusCode, 200, JSON.stringify(unsent.body));
      assert.deepEqual(await bobSocket.next<UnsentNotice>('unsent'), {
        chatid: chatId,
        message_id: oops.id,
      });
      for (const member of [ann, bob]) {
        const [removed, quoting] = await historyOf(member, chatId);
        assert.equal(removed?.unsent, 'true');
        assert.equal(removed?.message, '');
        assert.deepEqual(quoting?.reply_to, {
          id: oops.id,
          sender_id: ann.id,
          type: 'text',
          message: '',
          unsent: 'true',
        });
        assert.equal(quoting?.id, reply.id);
      }
      // Again: the same answer, nothing more to remove.
      assert.equal((await unsend(ann, chatId, oops.id)).statusCode, 200);
    });

    it('refuses after 15 minutes, and to anyone but its sender', async () => {
      const { ann, bob, chatId } = await pair();
      const eve = await createTestMember(suite.app);
      const message = await send(ann, bob, chatId, { message: 'Still here' });

      const byReceiver = await unsend(bob, chatId, message.id);
      assert.equal(byReceiver.statusCode, 403);
      assert.equal(byReceiver.body.message, MESSAGES.unsendNotYours);
      const byStranger = await unsend(eve, chatId, message.id);
      assert.equal(byStranger.statusCode, 403);
      assert.equal(byStranger.body.message, MESSAGES.invalidAccess);

      clock.advance(15 * MINUTE_MS + 1000);
      const late = await unsend(ann, chatId, message.id);
      assert.equal(late.statusCode, 409);
      assert.equal(late.body.message, MESSAGES.unsendTooLate);
      assert.equal((await historyOf(bob, chatId))[0]?.message, 'Still here');
    });

    it('leaves the unsent text in no read (history, list, search, catch-up, export) but the report that attached it', async () => {
      const { ann, bob, chatId } = await pair();
      const mona = await createTestMember(suite.app);
      await updateTestMember(suite.app, mona, { role: 'moderator' });
      const secret = `Call me on the number ${process.pid}`;
      const message = await send(ann, bob, chatId, { message: secret, send_anyway: 'true' });
      await okCall(bob, 'webreport', {
        report_user_id: ann.id,
        reason: 'harassment',
        message_ids: [String(message.id)],
      });
      assert.equal((await unsend(ann, chatId, message.id)).statusCode, 200);

      const reads: [string, TestMember, string, object][] = [
        ['history', bob, 'webgetchatmessage', { chat_id: chatId }],
        ['list', bob, 'webgetchat', {}],
        ['search', bob, 'webgetchat', { search_key: 'Call me' }],
        ['hidden folder', bob, 'webhiddenmessages', {}],
      ];
      for (const [what, member, url, payload] of reads) {
        const { statusCode, body } = await call(member, url, payload);
        assert.equal(statusCode, 200, what);
        assert.ok(!JSON.stringify(body).includes(secret), `${what} shows the unsent text`);
      }
      const list = await okCall<GetChatsResponse>(bob, 'webgetchat', {});
      assert.equal(list.matches.find((row) => row.chat_id === chatId)?.message, '');
      const caughtUp = await sockets.open(suite.url, bob);
      const answer: unknown = await caughtUp.socket
        .timeout(2000)
        .emitWithAck('catchup', { since: 0 });
      const caughtUpText = JSON.stringify(answer);
      assert.ok(caughtUpText.includes(String(message.id)), 'the catch-up holds the message');
      assert.ok(!caughtUpText.includes(secret), 'catch-up shows the unsent text');

      // The data export of either member lists it unsent, without what it said.
      await okCall(ann, 'webrequestdataexport', {});
      await suite.app.services.dataExports.buildWaiting();
      const status = await okCall<{ export_id?: string; state: string }>(
        ann,
        'webdataexportstatus',
        {},
      );
      assert.equal(status.state, 'ready');
      const zip = await suite.app.inject({
        method: 'GET',
        url: `/api/webdataexportfile?export_id=${status.export_id ?? ''}`,
        headers: ann.headers,
      });
      const files = unzipSync(new Uint8Array(zip.rawPayload));
      const messages = strFromU8(files['messages.json'] ?? new Uint8Array());
      assert.ok(!messages.includes(secret), 'the export shows the unsent text');
      assert.match(messages, /"unsent": true/);

      // The moderators see it was unsent, with the evidence the report attached.
      const { result } = await okCall<ModerationCaseResponse>(mona, 'moderationcase', {
        member_id: ann.id,
      });
      assert.deepEqual(result.reports[0]?.messages[0]?.message, secret);
      assert.equal(result.reports[0]?.messages[0]?.unsent, 'true');
    });
  });
}
