import { closeRealtime } from '@dating/web';
import { type BlockStatus } from '@dating/contract';
import { fakeRealtime, mockApi, renderRemote, TEST_SESSION } from '@dating/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../App';
import { CHAT_ID, CHAT_PATH, chatMessage, HEADER, ok, PEER } from '../../testing/chatFixture';

jest.setTimeout(20_000);

const OPEN = { block: 'false', blocked_by_me: 'false', chat_userstatus: 'false' } as const;

afterEach(() => {
  closeRealtime();
  jest.restoreAllMocks();
});

function openChat(message: ReturnType<typeof chatMessage>, status: BlockStatus = OPEN) {
  const api = mockApi({
    webprofile: ok({ result: HEADER }),
    blockstatus: ok(status),
    webgetchatmessage: ok({ chats: [message] }),
    webreactmessage: ({ fields }) =>
      ok({
        reactions:
          fields.emoji === ''
            ? []
            : [{ user_id: TEST_SESSION.memberId, emoji: fields.emoji as string }],
      }),
  });
  renderRemote(App, { path: CHAT_PATH });
  return { api, ready: screen.findByRole('textbox', { name: 'Message' }, { timeout: 4000 }) };
}

const reactionsShown = () => screen.queryByRole('list', { name: 'Reactions' });

describe('message reactions', () => {
  it('reacts from the keyboard, changes and removes the reaction', async () => {
    fakeRealtime();
    const user = userEvent.setup();
    const message = chatMessage({ message: 'Dinner?' });
    const { api, ready } = openChat(message);
    await ready;

    await user.tab();
    const toggle = screen.getByRole('button', { name: 'React to this message' });
    toggle.focus();
    await user.keyboard('{Enter}');
    const picker = screen.getByRole('group', { name: 'Reactions' });
    await user.click(within(picker).getByRole('button', { name: 'Love' }));

    await waitFor(() => expect(reactionsShown()).toHaveTextContent('Love from you'));
    const reacts = () => api.calls.filter(({ call }) => call === 'webreactmessage');
    expect(reacts()[0]?.fields).toMatchObject({
      chat_id: String(CHAT_ID),
      message_id: String(message.id),
      emoji: '❤️',
    });
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Fire' }));
    await waitFor(() => expect(reactionsShown()).toHaveTextContent('Fire from you'));

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Fire' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Reactions' })).not.toBeInTheDocument();

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Fire' }));
    await waitFor(() => expect(reactionsShown()).not.toBeInTheDocument());
    expect(reacts().at(-1)?.fields).toMatchObject({ emoji: '' });
  });

  it("shows the other member's reaction live", async () => {
    const socket = fakeRealtime();
    const message = chatMessage({
      sender_id: TEST_SESSION.memberId,
      receiver_id: PEER.id,
      message: 'See you at 8',
    });
    await openChat(message).ready;
    act(() =>
      socket.receive('reaction', {
        chatid: CHAT_ID,
        message_id: message.id,
        reactions: [{ user_id: PEER.id, emoji: '😂' }],
      }),
    );
    await waitFor(() => expect(reactionsShown()).toHaveTextContent(`Laugh from ${PEER.name}`));
  });

  it('offers no reactions in a blocked chat', async () => {
    fakeRealtime();
    openChat(chatMessage({ message: 'Hi' }), { ...OPEN, blocked_by_me: 'true' });
    await screen.findByText('Unblock to message', {}, { timeout: 4000 });
    expect(screen.queryByRole('button', { name: 'React to this message' })).not.toBeInTheDocument();
  });
});
