import { closeRealtime } from '@dating/web';
import { type ChatMessage, type JoinChatPayload } from '@dating/contract';
import { fakeRealtime, mockApi, TEST_SESSION } from '@dating/testing';
import { makeStore } from '../../app/store';
import { CHAT_ID, chatMessage, ok } from '../../testing/chatFixture';
import { chatApi } from './chatApi';

const CHAT = { memberId: TEST_SESSION.memberId, chatId: CHAT_ID };

// Each test's store leaves the cache empty, so no earlier chat keeps listening to the socket.
let stores: ReturnType<typeof makeStore>[] = [];
afterEach(async () => {
  for (const store of stores) store.dispatch(chatApi.util.resetApiState());
  stores = [];
  await new Promise((resolve) => setTimeout(resolve, 0));
  closeRealtime();
  jest.restoreAllMocks();
});

/**
 * An open chat in a real store, its history from webgetchatmessage, and a socket whose server
 * answers a join with whatever it has stored after `since`.
 */
async function openChat(history: ChatMessage[]) {
  const stored = [...history];
  /** The other member's receipt marks, as the server has them now. */
  const marks = { delivered_up_to: 0, read_up_to: 0 };
  const socket = fakeRealtime({
    join: (payload) => {
      const since = (payload as JoinChatPayload).since ?? 0;
      return { status: 'true', chats: stored.filter((message) => message.id > since), ...marks };
    },
    read: () => ({ status: 'true' }),
  });
  mockApi({ webgetchatmessage: ok({ chats: history }) });
  const store = makeStore({ getSession: () => TEST_SESSION });
  stores.push(store);
  await store.dispatch(chatApi.endpoints.chatMessages.initiate(CHAT));
  const thread = () => chatApi.endpoints.chatMessages.select(CHAT)(store.getState()).data;
  const shown = () => thread()?.messages.map((message) => message.message);
  // The first catch-up (joining) runs once the history is in.
  await waitUntil(() => socket.sentOf('join').length === 1);
  return { socket, stored, marks, shown, thread };
}

/** Lets acknowledgements (microtasks) and the store's updates run until `done` holds. */
async function waitUntil(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 50 && !done(); turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(done()).toBe(true);
}

describe('an open chat catches up whatever it may have missed', () => {
  it('after a reconnection socket.io did not recover: what was stored since its newest message, once', async () => {
    const before = chatMessage({ message: 'Before' });
    const chat = await openChat([before]);
    const missed = [chatMessage({ message: 'Missed 1' }), chatMessage({ message: 'Missed 2' })];
    chat.stored.push(...missed);

    chat.socket.reconnect();

    await waitUntil(() => chat.shown()?.length === 3);
    expect(chat.shown()).toEqual(['Before', 'Missed 1', 'Missed 2']);
    expect(chat.socket.sentOf('join')).toContainEqual({ join_id: CHAT_ID, since: before.id });
  });

  it("with nothing new: the other member's receipts it missed meanwhile", async () => {
    const mine = chatMessage({ message: 'Mine', sender_id: TEST_SESSION.memberId });
    const chat = await openChat([mine]);
    expect(chat.thread()).toMatchObject({ deliveredUpTo: 0, readUpTo: 0 });
    Object.assign(chat.marks, { delivered_up_to: mine.id, read_up_to: mine.id });

    chat.socket.reconnect();

    await waitUntil(() => chat.thread()?.readUpTo === mine.id);
    expect(chat.thread()?.deliveredUpTo).toBe(mine.id);
    expect(chat.shown()).toEqual(['Mine']);
  });

  it('not after a recovered reconnection: socket.io replays the missed messages itself', async () => {
    const chat = await openChat([chatMessage({ message: 'Before' })]);
    const missed = chatMessage({ message: 'Replayed' });

    chat.socket.reconnect({ recovered: true });
    chat.socket.receive('broad', missed);

    await waitUntil(() => chat.shown()?.length === 2);
    expect(chat.shown()).toEqual(['Before', 'Replayed']);
    expect(chat.socket.sentOf('join')).toHaveLength(1);
  });

  it('when the server says its relay was interrupted, without any reconnection: no message twice', async () => {
    const before = chatMessage({ message: 'Before' });
    const chat = await openChat([before]);
    const missed = chatMessage({ message: 'Sent while Redis was away' });
    const relayed = chatMessage({ message: 'Relayed late' });
    chat.stored.push(missed, relayed);

    // The late relay and the catch-up both bring `relayed`.
    chat.socket.receive('broad', relayed);
    chat.socket.receive('resync');

    await waitUntil(() => chat.shown()?.length === 3);
    expect(chat.shown()).toEqual(['Before', 'Sent while Redis was away', 'Relayed late']);
    // From the last message it got from the server's own list, not from the relayed one.
    expect(chat.socket.sentOf('join')).toContainEqual({ join_id: CHAT_ID, since: before.id });
  });
});

describe('an unsent message', () => {
  it('shows removed at the `unsent` event, and the replies quoting it quote nothing of it', async () => {
    const oops = chatMessage({ message: 'Wrong chat' });
    const reply = chatMessage({
      message: 'Ha',
      sender_id: TEST_SESSION.memberId,
      reply_to: {
        id: oops.id,
        sender_id: oops.sender_id,
        type: 'text',
        message: 'Wrong chat',
        unsent: 'false',
      },
    });
    const chat = await openChat([oops, reply]);

    chat.socket.receive('unsent', { chatid: CHAT_ID + 1, message_id: oops.id });
    chat.socket.receive('unsent', { chatid: CHAT_ID, message_id: oops.id });

    await waitUntil(() => chat.thread()?.messages[0]?.unsent === 'true');
    expect(chat.shown()).toEqual(['', 'Ha']);
    expect(chat.thread()?.messages[1]?.reply_to).toEqual({
      id: oops.id,
      sender_id: oops.sender_id,
      type: 'text',
      message: '',
      unsent: 'true',
    });
  });
});
