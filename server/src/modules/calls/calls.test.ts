import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type {
  CallEndNotice,
  CallRingNotice,
  CallSettingsResponse,
  CallSignalNotice,
  ChatMessage,
  GetChatMessagesResponse,
  GetChatsResponse,
} from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import {
  openChat,
  testSockets,
  wait,
  type RecordingSocket,
} from '../../../test/support/chatTestClient';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testClock } from '../../../test/support/testClock';
import { createTestMember, memberCalls, type TestMember } from '../../../test/support/testMembers';
import { CALL_MESSAGES, RING_TIMEOUT_MS } from './callsService';

const OFFER = { type: 'offer' as const, sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
const ANSWER = { type: 'answer' as const, sdp: 'v=0\r\no=- 3 4 IN IP4 127.0.0.1\r\n' };

for (const backend of testBackends()) {
  describe(`voice and video calls on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = testClock();
    const sockets = testSockets();
    const suite = useTestApp(backend, {
      listen: true,
      beforeClose: sockets.closeAll,
      options: { now: clock.now },
      config: {
        calls: {
          iceServers: [{ urls: ['turn:turn.example.com:3478'] }],
          turnSecret: 'test-secret',
          turnTtlSeconds: 600,
        },
      },
    });
    const { call, okCall } = memberCalls(suite);
    const tabOf = (member: TestMember) => sockets.open(suite.url, member);

    let pairs = 0;
    /** Two matched members with a chat, each with an open tab; the caller has a photo. */
    async function pair(names: [string, string] = ['Ann Caller', 'Bob Callee']) {
      pairs += 1;
      const callerPhoto = `caller-${pairs}.jpg`;
      const ann = await createTestMember(suite.app, { name: names[0], photos: [callerPhoto] });
      const bob = await createTestMember(suite.app, { name: names[1] });
      const chatId = await openChat(suite.app, ann, bob);
      return {
        ann,
        bob,
        chatId,
        callerPhoto,
        annTab: await tabOf(ann),
        bobTab: await tabOf(bob),
      };
    }

    const start = (tab: RecordingSocket, chatId: number, kind: 'voice' | 'video' = 'video') =>
      tab.socket.emitWithAck('callstart', { chat_id: chatId, kind });

    /** The chat's call lines as `member` reads its history. */
    async function callLines(member: TestMember, chatId: number) {
      const history = await okCall<GetChatMessagesResponse>(member, 'webgetchatmessage', {
        chat_id: chatId,
      });
      return history.chats.filter((message) => message.call !== undefined);
    }

    it('rings the other member, connects on accept, relays the negotiation and ends with a line for both', async () => {
      const { ann, bob, chatId, callerPhoto, annTab, bobTab } = await pair();
      const started = await start(annTab, chatId);
      assert.equal(started.status, 'true', JSON.stringify(started));
      if (started.status !== 'true') return;
      // The caller's TURN server comes with coturn credentials for her, valid for the TTL.
      const [turn] = started.ice_servers;
      assert.equal(turn?.username, `${clock.now().getTime() / 1000 + 600}:${ann.id}`);
      assert.ok(turn?.credential);

      const ring = await bobTab.next<CallRingNotice>('callring');
      assert.deepEqual(ring, {
        call_id: started.call_id,
        chat_id: chatId,
        kind: 'video',
        caller_id: ann.id,
        caller_name: 'Ann Caller',
        caller_image: `/uploads/${callerPhoto}`,
      });
      // Only the member called rings.
      assert.equal(
        annTab.events.some((record) => record.event === 'callring'),
        false,
      );

      const accepted = await bobTab.socket.emitWithAck('callaccept', { call_id: ring.call_id });
      assert.equal(accepted.status, 'true', JSON.stringify(accepted));
      if (accepted.status === 'true')
        assert.match(accepted.ice_servers[0]!.username!, new RegExp(`:${bob.id}$`));
      await annTab.next('callaccepted');
      await bobTab.next('callaccepted');

      await annTab.socket.emitWithAck('callsignal', { call_id: ring.call_id, description: OFFER });
      assert.deepEqual((await bobTab.next<CallSignalNotice>('callsignal')).description, OFFER);
      await bobTab.socket.emitWithAck('callsignal', { call_id: ring.call_id, description: ANSWER });
      assert.deepEqual((await annTab.next<CallSignalNotice>('callsignal')).description, ANSWER);
      const candidate = {
        candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host',
        sdpMid: '0',
        sdpMLineIndex: 0,
      };
      await bobTab.socket.emitWithAck('callsignal', { call_id: ring.call_id, candidate });
      assert.deepEqual((await annTab.next<CallSignalNotice>('callsignal')).candidate, candidate);

      clock.advance(65_000);
      const hungUp = (await annTab.socket.emitWithAck('callhangup', {
        call_id: ring.call_id,
      })) as { status: string };
      assert.equal(hungUp.status, 'true');
      const ended = { call_id: ring.call_id, kind: 'video', outcome: 'completed', seconds: 65 };
      assert.deepEqual(await annTab.next<CallEndNotice>('callend'), ended);
      assert.deepEqual(await bobTab.next<CallEndNotice>('callend'), ended);

      // The line arrives live on both sides and stays in the history, the caller its sender.
      const live = await bobTab.next<ChatMessage>('broad');
      assert.deepEqual(live.call, { kind: 'video', outcome: 'completed', seconds: 65 });
      assert.equal(live.message, 'Video call (1:05)');
      assert.equal((await annTab.next<ChatMessage>('broad')).id, live.id);
      for (const member of [ann, bob]) {
        const [line] = await callLines(member, chatId);
        assert.equal(line?.id, live.id);
        assert.equal(line?.sender_id, ann.id);
        assert.equal(line?.type, 'text');
      }
      // Both are free again: Bob calls back.
      assert.equal((await start(bobTab, chatId, 'voice')).status, 'true');
    });

    it('leaves a declined, a cancelled and an unanswered call each as its line', async () => {
      const { ann, chatId, annTab, bobTab } = await pair(['Ann Declined', 'Bob Busy']);
      const declined = await start(annTab, chatId, 'voice');
      assert.equal(declined.status, 'true');
      const ring = await bobTab.next<CallRingNotice>('callring');
      await bobTab.socket.emitWithAck('calldecline', { call_id: ring.call_id });
      assert.equal((await annTab.next<CallEndNotice>('callend')).outcome, 'declined');
      await bobTab.next('callend');

      // The caller gives up before an answer: missed, for the callee.
      await start(annTab, chatId, 'video');
      const second = await bobTab.next<CallRingNotice>('callring');
      await annTab.socket.emitWithAck('callhangup', { call_id: second.call_id });
      assert.equal((await bobTab.next<CallEndNotice>('callend')).outcome, 'missed');

      // Nobody answers: the calls' job makes it missed once the ring's time is up.
      await start(annTab, chatId, 'voice');
      const third = await bobTab.next<CallRingNotice>('callring');
      clock.advance(RING_TIMEOUT_MS - 1000);
      await suite.app.services.calls.sweep();
      clock.advance(2000);
      await suite.app.services.calls.sweep();
      const timedOut = await bobTab.next<CallEndNotice>('callend');
      assert.deepEqual(timedOut, {
        call_id: third.call_id,
        kind: 'voice',
        outcome: 'missed',
        seconds: 0,
      });
      // Accepting now is too late.
      const late = await bobTab.socket.emitWithAck('callaccept', { call_id: third.call_id });
      assert.deepEqual(late, { status: 'false', message: CALL_MESSAGES.ended });

      await wait(100);
      const lines = (await callLines(ann, chatId)).map(({ call, message }) => ({
        ...call,
        message,
      }));
      assert.deepEqual(lines, [
        { kind: 'voice', outcome: 'declined', seconds: 0, message: 'Voice call declined' },
        { kind: 'video', outcome: 'missed', seconds: 0, message: 'Missed video call' },
        { kind: 'voice', outcome: 'missed', seconds: 0, message: 'Missed voice call' },
      ]);
      // The conversation list names the last line's call, for clients to word it.
      const list = await okCall<GetChatsResponse>(ann, 'webgetchat', {});
      const row = list.matches.find((item) => item.chat_id === chatId);
      assert.deepEqual(
        [row?.message, row?.call],
        ['Missed voice call', { kind: 'voice', outcome: 'missed', seconds: 0 }],
      );
    });

    it('finds a member busy in another call, on any of their tabs, and writes that line', async () => {
      const { bob, chatId, annTab, bobTab } = await pair(['Ann First', 'Bob Taken']);
      const cleo = await createTestMember(suite.app, { name: 'Cleo Second' });
      const cleoChat = await openChat(suite.app, cleo, bob);
      const cleoTab = await tabOf(cleo);
      await start(annTab, chatId);
      const ring = await bobTab.next<CallRingNotice>('callring');
      await bobTab.socket.emitWithAck('callaccept', { call_id: ring.call_id });

      const busy = await start(cleoTab, cleoChat);
      assert.deepEqual(busy, { status: 'false', message: CALL_MESSAGES.busy, reason: 'busy' });
      const [line] = await callLines(cleo, cleoChat);
      assert.deepEqual(line?.call, { kind: 'video', outcome: 'busy', seconds: 0 });
      // Ann, already in the call, cannot start another one.
      const again = await start(annTab, chatId);
      assert.deepEqual(again, {
        status: 'false',
        message: CALL_MESSAGES.youAreBusy,
        reason: 'busy',
      });
      // A second tab of Bob's never rang for Cleo: no ring after the busy refusal.
      const bobSecondTab = await tabOf(bob);
      await wait(100);
      assert.equal(
        bobSecondTab.events.some((record) => record.event === 'callring'),
        false,
      );
    });

    it('ends a call whose tab closes', async () => {
      const { chatId, annTab, bobTab } = await pair(['Ann Closing', 'Bob Left']);
      await start(annTab, chatId);
      const ring = await bobTab.next<CallRingNotice>('callring');
      await bobTab.socket.emitWithAck('callaccept', { call_id: ring.call_id });
      bobTab.socket.disconnect();
      const ended = await annTab.next<CallEndNotice>('callend');
      assert.equal(ended.outcome, 'completed');
    });

    it('refuses a call across a block, or when either turned calls off for the chat, with the reason', async () => {
      const { ann, bob, chatId, annTab } = await pair(['Ann Refused', 'Bob Private']);
      const settings = await okCall<CallSettingsResponse>(bob, 'webcallsettings', {
        chat_id: chatId,
        allow_calls: 'false',
      });
      assert.deepEqual(settings, {
        status: 'true',
        allow_calls: 'false',
        other_allows_calls: 'true',
      });
      assert.deepEqual(await okCall(ann, 'webcallsettings', { chat_id: String(chatId) }), {
        status: 'true',
        allow_calls: 'true',
        other_allows_calls: 'false',
      });
      assert.deepEqual(await start(annTab, chatId), {
        status: 'false',
        message: CALL_MESSAGES.callsOff,
        reason: 'calls_off',
      });
      const bobTab = await tabOf(bob);
      assert.deepEqual(await start(bobTab, chatId), {
        status: 'false',
        message: CALL_MESSAGES.callsOffByMe,
        reason: 'calls_off_by_me',
      });
      await okCall(bob, 'webcallsettings', { chat_id: chatId, allow_calls: 'true' });

      await okCall(bob, 'webblockchat', { block_user_id: ann.id });
      const blocked = await start(annTab, chatId);
      assert.equal(blocked.status, 'false');
      assert.equal((blocked as { reason?: string }).reason, 'blocked');
      // Nothing rang, and no line was written for a refused call.
      await wait(100);
      assert.equal(
        bobTab.events.some((record) => record.event === 'callring'),
        false,
      );
      assert.deepEqual(await callLines(ann, chatId), []);
    });

    it("refuses another member's chat and call, and any call event naming them", async () => {
      const { chatId, annTab, bobTab } = await pair(['Ann Owner', 'Bob Owner']);
      const eve = await createTestMember(suite.app, { name: 'Eve Outsider' });
      const eveTab = await tabOf(eve);
      assert.deepEqual(await start(eveTab, chatId), {
        status: 'false',
        message: MESSAGES.invalidAccess,
      });
      assert.equal(
        (await call(eve, 'webcallsettings', { chat_id: chatId, allow_calls: 'false' })).statusCode,
        403,
      );

      await start(annTab, chatId);
      const ring = await bobTab.next<CallRingNotice>('callring');
      for (const event of ['callaccept', 'calldecline', 'callhangup'] as const) {
        assert.deepEqual(await eveTab.socket.emitWithAck(event, { call_id: ring.call_id }), {
          status: 'false',
          message: MESSAGES.invalidAccess,
        });
      }
      assert.deepEqual(
        await eveTab.socket.emitWithAck('callsignal', {
          call_id: ring.call_id,
          description: OFFER,
        }),
        { status: 'false', message: MESSAGES.invalidAccess },
      );
      // Still ringing for Bob: he can take it.
      assert.equal(
        (await bobTab.socket.emitWithAck('callaccept', { call_id: ring.call_id })).status,
        'true',
      );
    });
  });
}
