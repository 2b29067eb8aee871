import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type {
  CallEndNotice,
  CallRingNotice,
  CallSignalNotice,
  ChatMessage,
} from '@dating/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { openChat, testSockets } from '../../../test/support/chatTestClient';
import { createTestMember } from '../../../test/support/testMembers';
import { twoProcessesSkip, useTwoServerProcesses } from '../../../test/support/twoServerProcesses';
import { CALL_MESSAGES } from './callsService';

describe('calls across two server processes over Redis', { skip: twoProcessesSkip }, () => {
  const sockets = testSockets();
  after(() => sockets.closeAll());
  const { apps, urls } = useTwoServerProcesses('calls-relay', { jobTimer: false });

  it('connects a call between members on different processes, and finds them busy on either', async () => {
    const [first] = apps as [FastifyInstance, FastifyInstance];
    const ann = await createTestMember(first, { name: 'Ann Process One' });
    const bob = await createTestMember(first, { name: 'Bob Process Two' });
    const cleo = await createTestMember(first, { name: 'Cleo Process One' });
    const chatId = await openChat(first, ann, bob);
    const cleoChat = await openChat(first, cleo, bob);
    const annTab = await sockets.open(urls[0]!, ann);
    const bobTab = await sockets.open(urls[1]!, bob);
    const cleoTab = await sockets.open(urls[0]!, cleo);

    const started = await annTab.socket.emitWithAck('callstart', {
      chat_id: chatId,
      kind: 'video',
    });
    assert.equal(started.status, 'true', JSON.stringify(started));
    const ring = await bobTab.next<CallRingNotice>('callring');
    assert.equal(ring.caller_id, ann.id);

    const accepted = await bobTab.socket.emitWithAck('callaccept', { call_id: ring.call_id });
    assert.equal(accepted.status, 'true', JSON.stringify(accepted));
    await annTab.next('callaccepted');

    // The negotiation crosses the processes both ways.
    const offer = { type: 'offer' as const, sdp: 'v=0\r\n' };
    await annTab.socket.emitWithAck('callsignal', { call_id: ring.call_id, description: offer });
    assert.deepEqual((await bobTab.next<CallSignalNotice>('callsignal')).description, offer);
    const answer = { type: 'answer' as const, sdp: 'v=0\r\n' };
    await bobTab.socket.emitWithAck('callsignal', { call_id: ring.call_id, description: answer });
    assert.deepEqual((await annTab.next<CallSignalNotice>('callsignal')).description, answer);

    // Bob is busy for a caller on the other process: the state is shared, not one process's.
    const busy = await cleoTab.socket.emitWithAck('callstart', {
      chat_id: cleoChat,
      kind: 'voice',
    });
    assert.deepEqual(busy, { status: 'false', message: CALL_MESSAGES.busy, reason: 'busy' });
    // Its line reaches Bob on the other process.
    const busyLine = await bobTab.next<ChatMessage>('broad');
    assert.deepEqual([busyLine.chat_id, busyLine.call?.outcome], [cleoChat, 'busy']);

    // Bob hangs up on process two; Ann on process one hears the end and gets the line.
    await bobTab.socket.emitWithAck('callhangup', { call_id: ring.call_id });
    const ended = await annTab.next<CallEndNotice>('callend');
    assert.equal(ended.outcome, 'completed');
    const line = await annTab.next<ChatMessage>('broad');
    assert.equal(line.call?.outcome, 'completed');
    assert.equal((await bobTab.next<ChatMessage>('broad')).id, line.id);
  });
});
