import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type {
  ChatHeaderResponse,
  ChatMessage,
  PresenceNotice,
  TypingNotice,
} from '@dating/contract/schemas';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import {
  createTestMember,
  type TestMember,
  updateTestMember,
} from '../../../test/support/testMembers';
import { ChatPresence, PRESENCE_BEAT_MS } from './chatPresence';
import { CHAT_MESSAGES } from './chatMessages';
import { PresenceRepository } from './presenceRepository';
import {
  openChat,
  openChatSocket,
  testSockets,
  sendOverSocket,
  wait,
} from '../../../test/support/chatTestClient';

let sequence = 0;
const clientId = () => `s-${process.pid}-${(sequence += 1)}`;

/** Polls until `check` holds (events cross the server asynchronously). */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return;
    await wait(50);
  }
  assert.fail(`never: ${what}`);
}

for (const backend of testBackends()) {
  describe(`chat socket events on ${backend.name}`, { skip: backend.skip }, () => {
    const sockets = testSockets();
    const suite = useTestApp(backend, { listen: true, beforeClose: sockets.closeAll });

    const socketOf = (member: TestMember) => sockets.open(suite.url, member);

    const isOnline = async (member: TestMember) => {
      const row = await suite.app.db
        .selectFrom('members')
        .select('online')
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      return row.online;
    };

    it('refuses a handshake without a valid token', async () => {
      await assert.rejects(openChatSocket(suite.url, 'not-a-token'));
    });

    it('delivers a message after storing it, to both members only, with typing first', async () => {
      const [ann, bob, eve] = [
        await createTestMember(suite.app),
        await createTestMember(suite.app),
        await createTestMember(suite.app),
      ];
      const chatId = await openChat(suite.app, ann, bob);
      const [annTab, annOtherTab, bobTab, eveTab] = [
        await socketOf(ann),
        await socketOf(ann),
        await socketOf(bob),
        await socketOf(eve),
      ];

      annTab.socket.emit('typing', {
        chatid: chatId,
        sender_id: ann.id,
        receiver_id: bob.id,
        message: 'type',
      });
      const typing = await bobTab.next<TypingNotice>('receivetyping');
      assert.deepEqual(typing, { chatid: chatId, sender_id: ann.id });

      const answer = await sendOverSocket(annTab, chatId, ann.id, bob.id, {
        client_id: clientId(),
        message: 'hello <b>Bob</b>',
      });
      assert.equal(answer.status, 'true');
      const stored = answer.status === 'true' ? answer.result : assert.fail();
      const history = await suite.app.db
        .selectFrom('chat_messages')
        .select('text')
        .where('id', '=', String(stored.id))
        .executeTakeFirst();
      assert.equal(history?.text, 'hello <b>Bob</b>');

      const received = await bobTab.next<ChatMessage>('broad');
      assert.deepEqual(received, stored);
      assert.deepEqual(await annOtherTab.next<ChatMessage>('broad'), stored);

      annTab.socket.emit('typing', {
        chatid: chatId,
        sender_id: ann.id,
        receiver_id: bob.id,
        message: 'untype',
      });
      assert.deepEqual(await bobTab.next<TypingNotice>('receiveuntyping'), {
        chatid: chatId,
        sender_id: ann.id,
      });

      // Eve, connected all along, is in neither chat: nothing of it reaches her.
      await wait(100);
      assert.deepEqual(
        eveTab.events.filter((event) => event.event !== 'presence'),
        [],
      );
      assert.equal(
        bobTab.events.filter((event) => event.event === 'broad').length,
        1,
        'the receiver got the message once',
      );
    });

    it('stores a retried send once and tells the receiver once', async () => {
      const [ann, bob] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      const chatId = await openChat(suite.app, ann, bob);
      const [annTab, bobTab] = [await socketOf(ann), await socketOf(bob)];
      const retried = { client_id: clientId(), message: 'exactly once' };
      const first = await sendOverSocket(annTab, chatId, ann.id, bob.id, retried);
      const second = await sendOverSocket(annTab, chatId, ann.id, bob.id, retried);
      assert.equal(first.status, 'true');
      assert.deepEqual(second, first);
      await bobTab.next('broad');
      await wait(150);
      assert.equal(bobTab.events.filter((event) => event.event === 'broad').length, 1);
      const count = await suite.app.db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('chat_id', '=', chatId)
        .executeTakeFirstOrThrow();
      assert.equal(Number(count.count), 1);
    });

    it('refuses, through the acknowledgement, what the calls refuse', async () => {
      const [ann, bob, eve] = [
        await createTestMember(suite.app),
        await createTestMember(suite.app),
        await createTestMember(suite.app),
      ];
      const chatId = await openChat(suite.app, ann, bob);
      const [annTab, bobTab, eveTab] = [
        await socketOf(ann),
        await socketOf(bob),
        await socketOf(eve),
      ];

      const blank = await sendOverSocket(annTab, chatId, ann.id, bob.id, {
        client_id: clientId(),
        message: '   ',
      });
      assert.deepEqual(blank, { status: 'false', message: 'Please enter the message' });
      const intruder = await sendOverSocket(eveTab, chatId, eve.id, bob.id, {
        client_id: clientId(),
        message: 'hi',
      });
      assert.equal(intruder.status, 'false');
      const spoofed = await sendOverSocket(eveTab, chatId, ann.id, bob.id, {
        client_id: clientId(),
        message: 'hi',
      });
      assert.deepEqual(spoofed, { status: 'false', message: 'Invalid access' });
      const malformed = await new Promise((resolve) => {
        annTab.socket.emit('message', { chatid: 'x' } as never, resolve);
      });
      assert.deepEqual(malformed, { status: 'false', message: 'Invalid message format' });
      const joinOther = await annTab.socket.emitWithAck('join', { join_id: 2_000_000_000 });
      assert.equal(joinOther.status, 'false');

      await suite.app.inject({
        method: 'POST',
        url: '/api/webblockchat',
        headers: bob.headers,
        payload: { block_user_id: ann.id },
      });
      assert.deepEqual(await annTab.next('chatstate'), { chatid: chatId });
      const blocked = await sendOverSocket(annTab, chatId, ann.id, bob.id, {
        client_id: clientId(),
        message: 'hi',
      });
      assert.deepEqual(blocked, { status: 'false', message: CHAT_MESSAGES.blockedByThem });
      annTab.socket.emit('typing', {
        chatid: chatId,
        sender_id: ann.id,
        receiver_id: bob.id,
        message: 'type',
      });
      await wait(200);
      assert.equal(bobTab.events.filter((event) => event.event === 'receivetyping').length, 0);
      assert.equal(eveTab.events.filter((event) => event.event === 'broad').length, 0);
    });

    it('catches a reconnecting member up on what they missed', async () => {
      const [ann, bob] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      const chatId = await openChat(suite.app, ann, bob);
      const annTab = await socketOf(ann);
      const bobTab = await socketOf(bob);
      const seen = await sendOverSocket(annTab, chatId, ann.id, bob.id, {
        client_id: clientId(),
        message: 'seen live',
      });
      const lastSeenId = seen.status === 'true' ? seen.result.id : assert.fail();
      await bobTab.next('broad');
      bobTab.socket.disconnect();

      for (const text of ['missed 1', 'missed 2']) {
        const answer = await sendOverSocket(annTab, chatId, ann.id, bob.id, {
          client_id: clientId(),
          message: text,
        });
        assert.equal(answer.status, 'true');
      }

      const back = await socketOf(bob);
      const caughtUp = await back.socket.emitWithAck('catchup', { since: lastSeenId });
      assert.equal(caughtUp.status, 'true');
      assert.deepEqual(
        caughtUp.status === 'true' ? caughtUp.chats.map((message) => message.message) : [],
        ['missed 1', 'missed 2'],
      );
      const joined = await back.socket.emitWithAck('join', { join_id: chatId, since: lastSeenId });
      assert.deepEqual(
        joined.status === 'true' ? joined.chats.map((message) => message.message) : [],
        ['missed 1', 'missed 2'],
      );
      const read = await new Promise<{ status: string }>((resolve) => {
        back.socket.emit('read', { chatid: chatId, message_id: lastSeenId + 1_000 }, resolve);
      });
      assert.equal(read.status, 'true');
    });

    it('follows connections for online status: several tabs are one member', async () => {
      const [ann, bob] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      const chatId = await openChat(suite.app, ann, bob);
      const annTab = await socketOf(ann);
      const bobTabs = [await socketOf(bob), await socketOf(bob)];
      await eventually(() => isOnline(bob), 'bob online');
      const cameOnline = await annTab.next<PresenceNotice>('presence');
      assert.deepEqual([cameOnline.user_id, cameOnline.online], [bob.id, '1']);

      bobTabs[0]?.socket.disconnect();
      await wait(300);
      assert.equal(await isOnline(bob), true, 'one tab still open');
      bobTabs[1]?.socket.disconnect();
      await eventually(async () => !(await isOnline(bob)), 'bob offline');
      // Two tabs connecting at once may both announce 'online' (presenceRepository.connect):
      // what matters is that 'offline' comes, once the last tab has gone.
      let wentOffline = await annTab.next<PresenceNotice>('presence');
      while (wentOffline.online === '1')
        wentOffline = await annTab.next<PresenceNotice>('presence');
      assert.equal(wentOffline.user_id, bob.id);
      assert.equal(wentOffline.online, '0');

      const header = await suite.app.inject({
        method: 'POST',
        url: '/api/webprofile',
        headers: ann.headers,
        payload: { chat_userid: bob.id, chat_id: chatId, user_id: ann.id, own_id: ann.id },
      });
      const result = header.json<ChatHeaderResponse>().result;
      assert.equal(result.online, '0');
      assert.ok(result.onlinelasttime !== null && result.onlinelasttime > Date.now() / 1000 - 60);
    });

    it('tells the partners of a member whose page posted online status before its socket opened', async () => {
      const [ann, bob] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      await openChat(suite.app, ann, bob);
      const annTab = await socketOf(ann);
      // The shell posts webonlinestatus 1 as soon as the profile loads, often before the socket.
      const posted = await suite.app.inject({
        method: 'POST',
        url: '/api/webonlinestatus',
        headers: bob.headers,
        payload: { user_id: bob.id, status: '1' },
      });
      assert.equal(posted.statusCode, 200);

      await socketOf(bob);

      const cameOnline = await annTab.next<PresenceNotice>('presence');
      assert.deepEqual([cameOnline.user_id, cameOnline.online], [bob.id, '1']);
    });

    it('sets offline the members of a process that stopped answering', async () => {
      const [ann, bob] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      await openChat(suite.app, ann, bob);
      await updateTestMember(suite.app, bob, { online: true });
      await suite.app.db
        .insertInto('member_connections')
        .values({
          socket_id: `gone-${bob.id}`,
          member_id: bob.id,
          node_id: 'a-process-that-crashed',
          seen_at: new Date(Date.now() - 10 * PRESENCE_BEAT_MS),
        })
        .execute();
      const notices: { partners: readonly number[]; notice: PresenceNotice }[] = [];
      const presence = new ChatPresence(
        new PresenceRepository(suite.app.db),
        {
          toMembers: (partners: readonly number[], _event: string, notice?: unknown) => {
            notices.push({ partners, notice: notice as PresenceNotice });
          },
          here: { connections: () => [] },
        },
        () => new Date(),
      );
      await presence.beat();
      assert.equal(await isOnline(bob), false);
      assert.deepEqual(
        notices.map(({ partners, notice }) => [partners, notice.user_id, notice.online]),
        [[[ann.id], bob.id, '0']],
      );
    });

    it('sets right at the next beat a disconnect the database missed', async () => {
      const [ann, bob] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      await openChat(suite.app, ann, bob);
      const annTab = await socketOf(ann);
      // Bob's tab closed while the database could not be written: its row outlived it.
      await updateTestMember(suite.app, bob, { online: true });
      await suite.app.db
        .insertInto('member_connections')
        .values({
          socket_id: `lost-disconnect-${bob.id}`,
          member_id: bob.id,
          node_id: suite.app.services.presence.nodeId,
          seen_at: new Date(),
        })
        .execute();

      await suite.app.services.presence.beat();

      assert.equal(await isOnline(bob), false);
      const notice = await annTab.next<PresenceNotice>('presence');
      assert.deepEqual([notice.user_id, notice.online], [bob.id, '0']);
    });

    it('sets right at the next beat a connect the database missed', async () => {
      const [ann, bob] = [await createTestMember(suite.app), await createTestMember(suite.app)];
      await openChat(suite.app, ann, bob);
      const annTab = await socketOf(ann);
      await socketOf(bob);
      await eventually(() => isOnline(bob), 'bob online');
      await annTab.next<PresenceNotice>('presence');
      // As if the connect's write had failed: no row, shown offline, though the tab is open.
      await suite.app.db.deleteFrom('member_connections').where('member_id', '=', bob.id).execute();
      await updateTestMember(suite.app, bob, { online: false });

      await suite.app.services.presence.beat();

      assert.equal(await isOnline(bob), true);
      const notice = await annTab.next<PresenceNotice>('presence');
      assert.deepEqual([notice.user_id, notice.online], [bob.id, '1']);
    });

    it("writes a member's tabs opening and closing in the order they came, whatever their batches", async () => {
      const member = await createTestMember(suite.app);
      const repository = new PresenceRepository(suite.app.db);
      const connect = repository.connect.bind(repository);
      // The openings' writes are slow to commit; the closings' are not.
      repository.connect = async (...change: Parameters<PresenceRepository['connect']>) => {
        await wait(200);
        return connect(...change);
      };
      const presence = new ChatPresence(
        repository,
        { toMembers: () => undefined, here: { connections: () => [] } },
        () => new Date(),
      );
      const sockets = async () =>
        (
          await suite.app.db
            .selectFrom('member_connections')
            .select('socket_id')
            .where('member_id', '=', member.id)
            .execute()
        ).map((row) => row.socket_id);

      const opened = [
        presence.connected('in-turn-1', member.id),
        presence.connected('in-turn-2', member.id),
      ];
      await presence.disconnected('in-turn-1', member.id);
      await Promise.all(opened);
      assert.equal(await isOnline(member), true, 'the second tab is still open');
      assert.deepEqual(await sockets(), ['in-turn-2']);

      const reopened = presence.connected('in-turn-3', member.id);
      await presence.disconnected('in-turn-3', member.id);
      await presence.disconnected('in-turn-2', member.id);
      await reopened;
      assert.equal(await isOnline(member), false, 'every tab is closed');
      assert.deepEqual(await sockets(), []);
    });

    it('ends the socket of a session that signs out', async () => {
      const member = await createTestMember(suite.app);
      const client = await socketOf(member);
      const disconnected = new Promise((resolve) => client.socket.once('disconnect', resolve));
      await suite.app.inject({ method: 'POST', url: '/api/weblogout', headers: member.headers });
      await disconnected;
      await eventually(async () => !(await isOnline(member)), 'offline after logout');
    });
  });
}
