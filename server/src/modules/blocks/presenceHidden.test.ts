import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type {
  ChatHeaderResponse,
  FriendsListResponse,
  GetChatMessagesResponse,
  GetChatsResponse,
  PresenceNotice,
  MemberProfileResponse,
} from '@dating/contract/schemas';
import type { FastifyInstance } from 'fastify';
import {
  openChat,
  testSockets,
  wait,
  type RecordingSocket,
} from '../../../test/support/chatTestClient';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { matchTestMembers } from '../../../test/support/testMatch';
import { createTestMember, memberCalls, type TestMember } from '../../../test/support/testMembers';
import { twoProcessesSkip, useTwoServerProcesses } from '../../../test/support/twoServerProcesses';

/** How long the blocker keeps busy while the other listens: the measurement. */
const ACTIVITY_MS = 10_000;
/** Messages the watcher sends before the block: the blocker acknowledges one per round. */
const WATCHER_MESSAGES = 16;
/** Events that say the blocker is there. */
const PRESENCE_EVENTS = ['presence', 'receivetyping', 'receiveuntyping', 'receipt'];

/** Where the test's members connect, and the app its calls go to (one database for all). */
interface Servers {
  /** Closed before the apps close. */
  sockets: ReturnType<typeof testSockets>;
  app: () => FastifyInstance;
  /** Where the member who hides connects. */
  hiderUrl: () => string;
  /** Where the member they hide from, and the control member, connect. */
  watcherUrl: () => string;
}

/** What one member may have seen of another: every event naming them. */
function eventsOf(tab: RecordingSocket, memberId: number) {
  return tab.events.filter(({ event, payload }) => {
    if (!PRESENCE_EVENTS.includes(event)) return false;
    const notice = payload as { user_id?: number; sender_id?: number; chatid?: number };
    return notice.user_id === memberId || notice.sender_id === memberId || event === 'receipt';
  });
}

/**
 * The hiding member (`hider`), matched and chatting with `watcher` and with `control`, cuts the
 * watcher off (`cut`); then they connect, type, read the watcher's messages and disconnect for
 * ACTIVITY_MS. The watcher hears and reads nothing of it, the control everything.
 */
function presenceScenarios(servers: Servers) {
  const { sockets } = servers;

  const { call, okCall } = memberCalls({
    get app() {
      return servers.app();
    },
  });

  async function send(from: TestMember, to: TestMember, chatId: number, text: string) {
    const sent = await okCall<{ result: { id: number } }>(from, 'websendmessage', {
      sender_id: String(from.id),
      chat_id: String(chatId),
      receiver_id: String(to.id),
      chat_time: '0',
      client_id: `presence-${from.id}-${text}`,
      message: text,
    });
    return sent.result.id;
  }

  const header = (viewer: TestMember, other: TestMember, chatId: number) =>
    okCall<ChatHeaderResponse>(viewer, 'webprofile', {
      user_id: viewer.id,
      chat_userid: other.id,
      chat_id: chatId,
    });

  async function setting() {
    const hider = await createTestMember(servers.app());
    const watcher = await createTestMember(servers.app());
    const control = await createTestMember(servers.app());
    const watcherChat = await openChat(servers.app(), hider, watcher);
    const controlChat = await openChat(servers.app(), hider, control);
    const watcherMessages: number[] = [];
    for (let index = 0; index < WATCHER_MESSAGES; index += 1) {
      watcherMessages.push(await send(watcher, hider, watcherChat, `w${index}`));
    }
    const controlMessages: number[] = [];
    for (let index = 0; index < WATCHER_MESSAGES; index += 1) {
      controlMessages.push(await send(control, hider, controlChat, `c${index}`));
    }
    const watcherTab = await sockets.open(servers.watcherUrl(), watcher);
    const controlTab = await sockets.open(servers.watcherUrl(), control);
    return {
      ...{ hider, watcher, control, watcherChat, controlChat },
      ...{ watcherMessages, controlMessages, watcherTab, controlTab },
    };
  }
  type Setting = Awaited<ReturnType<typeof setting>>;

  /** ACTIVITY_MS of the hider connecting, typing, reading and leaving; ends with them online. */
  async function busyHider(world: Setting): Promise<RecordingSocket> {
    const { hider, watcher, control, watcherChat, controlChat } = world;
    const deadline = Date.now() + ACTIVITY_MS;
    let round = 0;
    const acknowledge = (
      tab: RecordingSocket,
      event: 'delivered' | 'seen',
      chatId: number,
      id: number,
    ) =>
      new Promise((resolve) => {
        tab.socket.emit(event, { chatid: chatId, message_id: id }, resolve);
      });
    for (;;) {
      const tab = await sockets.open(servers.hiderUrl(), hider);
      // Every other round: typing notices are counted with messages by the flood guard.
      for (const [chatId, receiver] of round % 2 === 1
        ? []
        : ([
            [watcherChat, watcher],
            [controlChat, control],
          ] as const)) {
        for (const message of ['type', 'untype'] as const) {
          tab.socket.emit('typing', {
            chatid: chatId,
            sender_id: hider.id,
            receiver_id: receiver.id,
            message,
          });
        }
      }
      const watcherMessage = world.watcherMessages[round] ?? 0;
      const controlMessage = world.controlMessages[round] ?? 0;
      await acknowledge(tab, 'delivered', watcherChat, watcherMessage);
      await acknowledge(tab, 'seen', watcherChat, watcherMessage);
      await acknowledge(tab, 'seen', controlChat, controlMessage);
      round += 1;
      await wait(400);
      if (Date.now() >= deadline) return tab;
      tab.socket.disconnect();
      await wait(400);
    }
  }

  /** Nothing of the hider reached the watcher, and every read shows them neither online nor seen. */
  async function assertHidden(world: Setting, chatListed: boolean) {
    const { hider, watcher, watcherChat, watcherTab, controlTab } = world;
    // The control heard the hider come and go, type and read: the activity was real.
    const heard = new Set(eventsOf(controlTab, hider.id).map((record) => record.event));
    assert.deepEqual([...heard].sort(), [...PRESENCE_EVENTS].sort());
    assert.deepEqual(eventsOf(watcherTab, hider.id), []);

    const seenHeader = (await header(watcher, hider, watcherChat)).result;
    assert.deepEqual([seenHeader.online, seenHeader.onlinelasttime], ['0', null]);
    const history = await okCall<GetChatMessagesResponse>(watcher, 'webgetchatmessage', {
      chat_id: watcherChat,
    });
    assert.deepEqual([history.delivered_up_to, history.read_up_to], [0, 0]);
    assert.deepEqual(new Set(history.chats.map((message) => message.receipt)), new Set(['sent']));
    const chats = await okCall<GetChatsResponse>(watcher, 'webgetchat');
    const listed = chats.matches.filter((chat) => chat.user_id === hider.id);
    assert.equal(listed.length, chatListed ? 1 : 0);
    assert.ok(listed.every((chat) => chat.online === '0'));
    const friends = await okCall<FriendsListResponse>(watcher, 'webfriendslist');
    assert.deepEqual(
      friends.peoples.filter((card) => card.user_id === hider.id && card.online === '1'),
      [],
    );
  }

  /** The control, still in touch, sees the hider online on the same reads. */
  async function assertShownToControl(world: Setting) {
    const { hider, control, controlChat } = world;
    assert.equal((await header(control, hider, controlChat)).result.online, '1');
    const friends = await okCall<FriendsListResponse>(control, 'webfriendslist');
    assert.deepEqual(
      friends.peoples.filter((card) => card.user_id === hider.id).map((card) => card.online),
      ['1'],
    );
  }

  it('shows a blocked member nothing of the blocker for 10 s of activity, and all again once unblocked', async () => {
    const world = await setting();
    const { hider, watcher, watcherChat, watcherTab } = world;
    await okCall(hider, 'websetblock', { block_user_id: String(watcher.id), block: 'true' });
    const tab = await busyHider(world);
    await wait(500);
    await assertHidden(world, false);
    await assertShownToControl(world);
    // A blocked profile answers as an unknown one: no online to read there either.
    assert.equal((await call(watcher, 'webprofilenew', { friend_id: hider.id })).statusCode, 404);

    await okCall(hider, 'websetblock', { block_user_id: String(watcher.id), block: 'false' });
    tab.socket.disconnect();
    let notice = await watcherTab.next<PresenceNotice>('presence');
    assert.deepEqual([notice.user_id, notice.online], [hider.id, '0']);
    await sockets.open(servers.hiderUrl(), hider);
    notice = await watcherTab.next<PresenceNotice>('presence');
    assert.deepEqual([notice.user_id, notice.online], [hider.id, '1']);
    assert.equal((await header(watcher, hider, watcherChat)).result.online, '1');
    const history = await okCall<GetChatMessagesResponse>(watcher, 'webgetchatmessage', {
      chat_id: watcherChat,
    });
    assert.ok((history.delivered_up_to ?? 0) > 0, 'the delivered mark is back');
  });

  it('shows an unmatched member nothing of the one who unmatched them, until they match again', async () => {
    const world = await setting();
    const { hider, watcher, watcherChat, watcherTab } = world;
    await okCall(hider, 'webunmatch', { follow_id: String(watcher.id) });
    const tab = await busyHider(world);
    await wait(500);
    await assertHidden(world, false);
    await assertShownToControl(world);
    const profile = await okCall<MemberProfileResponse>(watcher, 'webprofilenew', {
      friend_id: hider.id,
    });
    assert.equal(profile.result.online, '0');

    await matchTestMembers(servers.app(), hider.id, watcher.id);
    tab.socket.disconnect();
    await sockets.open(servers.hiderUrl(), hider);
    let notice = await watcherTab.next<PresenceNotice>('presence');
    while (notice.online === '0') notice = await watcherTab.next<PresenceNotice>('presence');
    assert.deepEqual([notice.user_id, notice.online], [hider.id, '1']);
    assert.equal((await header(watcher, hider, watcherChat)).result.online, '1');
  });
}

for (const backend of testBackends()) {
  describe(
    `presence across a block or an unmatch on ${backend.name}`,
    { skip: backend.skip },
    () => {
      const sockets = testSockets();
      const suite = useTestApp(backend, { listen: true, beforeClose: sockets.closeAll });
      presenceScenarios({
        sockets,
        app: () => suite.app,
        hiderUrl: () => suite.url,
        watcherUrl: () => suite.url,
      });
    },
  );
}

describe(
  'presence across a block or an unmatch, the two members on two processes over Redis',
  { skip: twoProcessesSkip },
  () => {
    const sockets = testSockets();
    after(() => sockets.closeAll());
    const { apps, urls } = useTwoServerProcesses('presence');

    presenceScenarios({
      sockets,
      app: () => apps[0]!,
      hiderUrl: () => urls[0]!,
      watcherUrl: () => urls[1]!,
    });
  },
);
