import { closeRealtime } from '@dating/web';
import { fakeRealtime, mockApi, renderRemote, TEST_SESSION } from '@dating/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import App from '../../App';
import { CHAT_ID, CHAT_PATH, chatMessage, HEADER, ok, PEER } from '../../testing/chatFixture';
import { TEST_IDS } from '../../testIds';

jest.setTimeout(20_000);

const OPEN = { block: 'false', blocked_by_me: 'false', chat_userstatus: 'false' } as const;
const mine = (overrides: Parameters<typeof chatMessage>[0]) =>
  chatMessage({ sender_id: TEST_SESSION.memberId, receiver_id: PEER.id, ...overrides });

let visibility: DocumentVisibilityState = 'visible';
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  visibility = 'visible';
  closeRealtime();
  jest.restoreAllMocks();
});

function openChat(chats: ReturnType<typeof chatMessage>[]) {
  mockApi({
    webprofile: ok({ result: HEADER }),
    blockstatus: ok(OPEN),
    webgetchatmessage: ok({ chats }),
  });
  renderRemote(App, { path: CHAT_PATH });
  return screen.findByRole('textbox', { name: 'Message' }, { timeout: 4000 });
}

describe('read receipts', () => {
  it("shows the latest own message's state, and follows it live", async () => {
    const socket = fakeRealtime();
    const read = mine({ message: 'First', receipt: 'read' });
    const latest = mine({ message: 'Second', receipt: 'delivered' });
    await openChat([read, latest]);

    const receipts = screen.getAllByTestId(TEST_IDS.receipt);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toHaveTextContent('Delivered');

    act(() =>
      socket.receive('receipt', {
        chatid: CHAT_ID + 1,
        delivered_up_to: latest.id,
        read_up_to: latest.id,
      }),
    );
    act(() =>
      socket.receive('receipt', {
        chatid: CHAT_ID,
        delivered_up_to: latest.id,
        read_up_to: latest.id,
      }),
    );
    await waitFor(() => expect(screen.getByTestId(TEST_IDS.receipt)).toHaveTextContent('Read'));
  });

  it('says Sent while the other has not received it', async () => {
    fakeRealtime();
    await openChat([mine({ message: 'Hello?', receipt: 'sent' })]);
    expect(screen.getByTestId(TEST_IDS.receipt)).toHaveTextContent('Sent');
  });

  it.each([
    ['sent', 1],
    ['delivered', 2],
    ['read', 2],
  ] as const)(
    'draws %s as %i small tick(s), the word kept for screen readers only',
    async (receipt, ticks) => {
      fakeRealtime();
      await openChat([mine({ message: 'Hello?', receipt })]);
      const shown = screen.getByTestId(TEST_IDS.receipt);
      expect(shown.querySelectorAll('svg[aria-hidden="true"] path')).toHaveLength(ticks);
      expect(shown).toHaveClass(`chat-message__receipt--${receipt}`);
      expect(within(shown).getByText(/^(Sent|Delivered|Read)$/)).toHaveClass(
        'dating-visually-hidden',
      );
    },
  );

  it('tells the server the chat was seen only while the page is visible', async () => {
    const socket = fakeRealtime();
    visibility = 'hidden';
    const theirs = chatMessage({ message: 'Are you there?' });
    await openChat([theirs]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(socket.sentOf('seen')).toEqual([]);

    visibility = 'visible';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(socket.sentOf('seen')).toEqual([{ chatid: CHAT_ID, message_id: theirs.id }]);

    const next = chatMessage({ message: 'Hello again' });
    act(() => socket.receive('broad', next));
    await waitFor(() =>
      expect(socket.sentOf('seen')).toContainEqual({ chatid: CHAT_ID, message_id: next.id }),
    );
  });
});
