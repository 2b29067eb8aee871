import { closeRealtime } from '@dating/web';
import { type JoinChatPayload } from '@dating/contract';
import { fakeRealtime, mockApi, renderRemote, TEST_SESSION } from '@dating/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../App';
import {
  CHAT_ID,
  CHAT_PATH,
  chatMessage,
  HEADER,
  listItem,
  ok,
  PEER,
  refused,
} from '../../testing/chatFixture';
import { TEST_IDS } from '../../testIds';
import { TYPING_IDLE_MS } from './useTypingSignal';

jest.setTimeout(20_000);

const OPEN = { block: 'false', blocked_by_me: 'false', chat_userstatus: 'false' } as const;
// The chat page's loader shows for 2 s (spec section 4).
const AFTER_LOADER = { timeout: 4000 };

type Answers = Parameters<typeof mockApi>[0];

function chatAnswers(overrides: Answers = {}): Answers {
  return {
    webprofile: ok({ result: HEADER }),
    blockstatus: ok(OPEN),
    webgetchatmessage: ok({ chats: [chatMessage({ message: 'Hi there' })] }),
    webgetchat: ok({ matches: [listItem()], total: 1 }),
    ...overrides,
  };
}

/** Opens the test chat; `inputName` is the message box's name in the session's language. */
async function openChat(session = TEST_SESSION, inputName = 'Message') {
  renderRemote(App, { path: CHAT_PATH, session });
  return screen.findByRole('textbox', { name: inputName }, AFTER_LOADER);
}

const history = () => screen.getByRole('list', { name: `Messages with ${PEER.name}` });

const secondsAgo = (seconds: number) => Math.floor(Date.now() / 1000) - seconds;
const OFFLINE_HEADER = { ...HEADER, online: '0', onlinelasttime: null } as const;

// Earlier tests' stores keep their cached chats (and so their socket listeners) for a while: the
// socket's sent events are checked for what this page sent, not counted.
afterEach(() => {
  closeRealtime();
  jest.restoreAllMocks();
});

/** The Send button of the picture preview, once a chosen picture shows in it. */
async function sendPictureButton() {
  const preview = await screen.findByRole('dialog', { name: 'Send this picture?' });
  return within(preview).getByRole('button', { name: 'Send' });
}

describe('ChatPage', () => {
  it('says the conversation could not be loaded when a call failed, and asks again on Retry', async () => {
    fakeRealtime({ join: () => ({ status: 'true', chats: [] }) });
    let asked = 0;
    mockApi(
      chatAnswers({
        webgetchatmessage: () => {
          asked += 1;
          return asked === 1
            ? Promise.reject(new TypeError('Failed to fetch'))
            : ok({ chats: [chatMessage({ message: 'Hi there' })] });
        },
      }),
    );
    renderRemote(App, { path: CHAT_PATH });

    const alert = await screen.findByRole('alert', {}, AFTER_LOADER);
    expect(alert).toHaveTextContent('This conversation could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(
      await within(
        await screen.findByRole('list', { name: `Messages with ${PEER.name}` }),
      ).findByText('Hi there'),
    ).toBeInTheDocument();
    expect(asked).toBe(2);
  });

  it('shows the header and the history, messages as text and never as HTML', async () => {
    const socket = fakeRealtime({ join: () => ({ status: 'true', chats: [] }) });
    mockApi(
      chatAnswers({
        webgetchatmessage: ok({
          chats: [
            chatMessage({ message: '<b>bold</b> & <img src=x onerror=alert(1)>' }),
            chatMessage({
              sender_id: TEST_SESSION.memberId,
              receiver_id: PEER.id,
              message: 'Mine',
            }),
          ],
        }),
      }),
    );
    await openChat();

    expect(screen.getByRole('heading', { name: PEER.name })).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(
      within(history()).getByText('<b>bold</b> & <img src=x onerror=alert(1)>'),
    ).toBeInTheDocument();
    expect(history().querySelector('b')).toBeNull();
    expect(within(history()).getByText('Mine')).toBeInTheDocument();
    const joined = socket.sentOf('join').map((payload) => (payload as JoinChatPayload).join_id);
    expect(joined).toContain(CHAT_ID);
  });

  it('shows the last-seen time of a member who is offline', async () => {
    fakeRealtime();
    mockApi(
      chatAnswers({
        webprofile: ok({ result: { ...HEADER, online: '0', onlinelasttime: 1_700_000_000 } }),
      }),
    );
    await openChat();
    expect(screen.getByText(/^Last seen /)).toBeInTheDocument();
  });

  it('shows the verified badge beside the name of a verified member', async () => {
    fakeRealtime();
    mockApi(chatAnswers({ webprofile: ok({ result: { ...HEADER, verified: 'true' } }) }));
    await openChat();
    const name = screen.getByRole('heading', { name: `${PEER.name} Verified` });
    expect(within(name).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
  });

  it('shows the typing indicator while the other member types, then their message', async () => {
    const socket = fakeRealtime();
    mockApi(chatAnswers());
    await openChat();
    const typing = screen.getByTestId(TEST_IDS.typing);

    act(() => socket.receive('receivetyping', { chatid: CHAT_ID, sender_id: PEER.id }));
    await waitFor(() => expect(typing).toHaveTextContent('Anna is typing…'));
    act(() => socket.receive('receiveuntyping', { chatid: CHAT_ID, sender_id: PEER.id }));
    await waitFor(() => expect(typing).toHaveTextContent(''));

    act(() => socket.receive('receivetyping', { chatid: CHAT_ID, sender_id: PEER.id }));
    await waitFor(() => expect(typing).toHaveTextContent('Anna is typing…'));
    const arrived = chatMessage({ message: 'Are you there?' });
    act(() => socket.receive('broad', arrived));
    expect(await within(history()).findByText('Are you there?')).toBeInTheDocument();
    expect(typing).toHaveTextContent('');
    expect(socket.sentOf('read')).toContainEqual({ chatid: CHAT_ID, message_id: arrived.id });

    // Another chat's events do not show here.
    act(() => socket.receive('receivetyping', { chatid: CHAT_ID + 1, sender_id: 77 }));
    act(() => socket.receive('broad', chatMessage({ chat_id: CHAT_ID + 1, message: 'Elsewhere' })));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(typing).toHaveTextContent('');
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();

    // Leaving ends typing, even without an untyping notice.
    act(() => socket.receive('receivetyping', { chatid: CHAT_ID, sender_id: PEER.id }));
    await waitFor(() => expect(typing).toHaveTextContent('Anna is typing…'));
    act(() =>
      socket.receive('presence', { user_id: PEER.id, online: '0', onlinelasttime: 1_700_000_000 }),
    );
    await waitFor(() => expect(typing).toHaveTextContent(''));
    expect(screen.getByText(/^Last seen /)).toBeInTheDocument();
  });

  it("sends typing at the first key after the page's socket opens, when typing began before it", async () => {
    mockApi(chatAnswers());
    const input = await openChat();

    await userEvent.type(input, 'He');
    const socket = fakeRealtime();
    await userEvent.type(input, 'y');

    expect(socket.sentOf('typing')).toEqual([
      { chatid: CHAT_ID, sender_id: TEST_SESSION.memberId, receiver_id: PEER.id, message: 'type' },
    ]);
  });

  it('sends typing again when the other member comes online while the member types', async () => {
    const socket = fakeRealtime();
    mockApi(chatAnswers());
    const input = await openChat();

    await userEvent.type(input, 'Hey');
    act(() =>
      socket.receive('presence', { user_id: PEER.id, online: '1', onlinelasttime: 1_700_000_000 }),
    );

    expect(socket.sentOf('typing')).toEqual([
      expect.objectContaining({ message: 'type' }),
      expect.objectContaining({ message: 'type' }),
    ]);
  });

  it('sends typing on the first key and untyping after 2 s without keys, and Enter sends once', async () => {
    const socket = fakeRealtime();
    const { calls } = mockApi(
      chatAnswers({
        websendmessage: ({ fields }) =>
          ok({
            result: chatMessage({
              sender_id: TEST_SESSION.memberId,
              receiver_id: PEER.id,
              client_id: String(fields.client_id),
              message: String(fields.message),
            }),
          }),
      }),
    );
    const input = await openChat();

    await userEvent.type(input, 'Hey');
    expect(socket.sentOf('typing')).toEqual([
      { chatid: CHAT_ID, sender_id: TEST_SESSION.memberId, receiver_id: PEER.id, message: 'type' },
    ]);
    await waitFor(() => expect(socket.sentOf('typing')).toHaveLength(2), {
      timeout: TYPING_IDLE_MS + 1000,
    });
    expect(socket.sentOf('typing')[1]).toMatchObject({ message: 'untype' });

    await userEvent.type(input, '{Enter}');
    expect(await within(history()).findByText('Hey')).toBeInTheDocument();
    expect(input).toHaveValue('');
    const sends = calls.filter((call) => call.call === 'websendmessage');
    expect(sends).toHaveLength(1);
    expect(sends[0]?.fields).toMatchObject({
      sender_id: String(TEST_SESSION.memberId),
      chat_id: String(CHAT_ID),
      receiver_id: String(PEER.id),
      message: 'Hey',
    });

    // The server's broad of the same message (to the sender's tabs too) is not a second copy.
    const clientId = String(sends[0]?.fields.client_id);
    act(() =>
      socket.receive(
        'broad',
        chatMessage({ sender_id: TEST_SESSION.memberId, client_id: clientId, message: 'Hey' }),
      ),
    );
    await waitFor(() => expect(within(history()).getAllByText('Hey')).toHaveLength(1));
  });

  it('tries a send again with the same client id when the server cannot be reached', async () => {
    fakeRealtime();
    let attempts = 0;
    const { calls } = mockApi(
      chatAnswers({
        websendmessage: ({ fields }) => {
          attempts += 1;
          if (attempts === 1) return refused('Something went wrong', 500);
          return ok({
            result: chatMessage({
              sender_id: TEST_SESSION.memberId,
              client_id: String(fields.client_id),
              message: 'Retried',
            }),
          });
        },
      }),
    );
    const input = await openChat();

    await userEvent.type(input, 'Retried{Enter}');

    expect(await within(history()).findByText('Retried')).toBeInTheDocument();
    const sends = () => calls.filter((call) => call.call === 'websendmessage');
    await waitFor(() => expect(sends()).toHaveLength(2));
    expect(sends()[1]?.fields.client_id).toBe(sends()[0]?.fields.client_id);
  });

  it("says 'Please enter the message' for 2 s instead of sending an empty one", async () => {
    fakeRealtime();
    const { calls } = mockApi(chatAnswers());
    const input = await openChat();

    await userEvent.type(input, '   {Enter}');

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the message');
    expect(calls.some((call) => call.call === 'websendmessage')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('takes at most 500 characters', async () => {
    fakeRealtime();
    mockApi(chatAnswers());
    const input = await openChat();
    expect(input).toHaveAttribute('maxLength', '500');
  });

  it('goes back to the messages when the server refuses the message', async () => {
    fakeRealtime();
    mockApi(chatAnswers({ websendmessage: refused('Invalid access', 403) }));
    const input = await openChat();

    await userEvent.type(input, 'Hello{Enter}');

    expect(
      await screen.findByRole('heading', { name: 'Messages' }, AFTER_LOADER),
    ).toBeInTheDocument();
  });

  it('stays in the chat and offers to verify when the other hears only from verified members', async () => {
    fakeRealtime();
    mockApi(
      chatAnswers({
        webgetchatmessage: ok({ chats: [] }),
        websendmessage: refused(
          'This member only hears from verified members. Verify your profile to message them.',
          403,
        ),
      }),
    );
    const input = await openChat();

    await userEvent.type(input, 'Hello Anna{Enter}');

    const notice = await screen.findByTestId('verify-to-message');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent('This member only hears from verified members.');
    expect(within(notice).getByRole('link', { name: 'Verify to message' })).toHaveAttribute(
      'href',
      '/app/Profile#verify',
    );
    expect(input).toHaveValue('Hello Anna');
    expect(screen.queryByRole('heading', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it("refuses a file that is not an image with 'Sorry, Invalid file!'", async () => {
    fakeRealtime();
    const { calls } = mockApi(chatAnswers());
    await openChat();

    await userEvent.upload(
      screen.getByTestId(TEST_IDS.imageInput),
      new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, Invalid file!');
    expect(calls.some((call) => call.call === 'uploadimagechat')).toBe(false);
  });

  it('previews a chosen picture: Cancel sends nothing, Send uploads and sends it', async () => {
    fakeRealtime();
    const { calls } = mockApi(
      chatAnswers({
        uploadimagechat: () => ok({ imageurl: '/uploads/chat/pic.jpg', image_name: 'pic.jpg' }),
        websendmessage: ({ fields }) =>
          ok({
            result: chatMessage({
              sender_id: TEST_SESSION.memberId,
              client_id: String(fields.client_id),
              message: '',
              type: 'image',
              upload_image: '/uploads/chat/pic.jpg',
            }),
          }),
      }),
    );
    await openChat();
    const picture = new File(['png'], 'Holiday.PNG', { type: 'image/png' });

    await userEvent.upload(screen.getByTestId(TEST_IDS.imageInput), picture);
    const preview = await screen.findByRole('dialog', { name: 'Send this picture?' });
    expect(within(preview).getByRole('img', { name: 'The picture you chose' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\//),
    );
    await userEvent.click(within(preview).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => /^(uploadimagechat|websendmessage)$/.test(call.call))).toBe(false);

    await userEvent.upload(screen.getByTestId(TEST_IDS.imageInput), picture);
    await userEvent.click(await sendPictureButton());
    expect(
      await within(history()).findByRole('img', { name: 'Image sent by you' }),
    ).toHaveAttribute('src', '/uploads/chat/pic.jpg');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.call === 'uploadimagechat')).toHaveLength(1);
  });

  it('uploads an image and sends it; an upload failure shows the server message', async () => {
    fakeRealtime();
    let uploads = 0;
    const { calls } = mockApi(
      chatAnswers({
        uploadimagechat: () => {
          uploads += 1;
          return uploads === 1
            ? refused('The image could not be read')
            : ok({ imageurl: '/uploads/chat/pic.jpg', image_name: 'pic.jpg' });
        },
        websendmessage: ({ fields }) =>
          ok({
            result: chatMessage({
              sender_id: TEST_SESSION.memberId,
              client_id: String(fields.client_id),
              message: '',
              type: 'image',
              upload_image: '/uploads/chat/pic.jpg',
            }),
          }),
      }),
    );
    await openChat();
    const picture = new File(['png'], 'Holiday.PNG', { type: 'image/png' });

    await userEvent.upload(screen.getByTestId(TEST_IDS.imageInput), picture);
    await userEvent.click(await sendPictureButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The image could not be read');

    await userEvent.upload(screen.getByTestId(TEST_IDS.imageInput), picture);
    await userEvent.click(await sendPictureButton());
    expect(
      await within(history()).findByRole('img', { name: 'Image sent by you' }),
    ).toHaveAttribute('src', '/uploads/chat/pic.jpg');
    expect(calls.find((call) => call.call === 'websendmessage')?.fields.upload_image).toBe(
      'pic.jpg',
    );
  });

  it.each([
    [{ ...OPEN, blocked_by_me: 'true' }, 'Unblock to message'],
    [{ ...OPEN, block: 'true' }, 'This User has Blocked you'],
    [{ ...OPEN, chat_userstatus: 'true' }, 'This account has been deleted.'],
    [{ ...OPEN, unavailable: 'true' }, 'This member is no longer available'],
  ])('shows %o as %s with an inert input', async (status, text) => {
    fakeRealtime();
    mockApi(chatAnswers({ blockstatus: ok(status) }));
    const input = await openChat();

    expect(screen.getByTestId(TEST_IDS.blockNotice)).toHaveTextContent(text);
    expect(input).toBeDisabled();
    expect(input.closest('form')).toHaveAttribute('inert');
  });

  it('offers Unblock when the member blocked, and no unfriend or profile link for a deleted account', async () => {
    fakeRealtime();
    mockApi(chatAnswers({ blockstatus: ok({ ...OPEN, chat_userstatus: 'true' }) }));
    await openChat();

    await userEvent.click(screen.getByRole('button', { name: 'Chat options' }));
    expect(screen.queryByRole('button', { name: 'Unfriend' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Anna/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Safety Tips' })).toHaveAttribute(
      'href',
      '/app/Help/2',
    );
  });

  it('blocks after Yes, and nothing happens after No', async () => {
    fakeRealtime();
    let blocked = false;
    const { calls } = mockApi(
      chatAnswers({
        blockstatus: () => ok({ ...OPEN, blocked_by_me: blocked ? 'true' : 'false' }),
        webblockchat: () => {
          blocked = true;
          return ok({ blocked_by_me: 'true' });
        },
      }),
    );
    await openChat();

    await userEvent.click(screen.getByRole('button', { name: 'Chat options' }));
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(screen.getByRole('dialog', { name: 'Are you sure ?' })).toHaveTextContent('Block Anna?');
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(calls.some((call) => call.call === 'webblockchat')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Chat options' }));
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByTestId(TEST_IDS.blockNotice)).toHaveTextContent('Unblock to message');
    expect(calls.find((call) => call.call === 'webblockchat')?.fields.block_user_id).toBe(
      String(PEER.id),
    );
  });

  it('clears the chat after Yes', async () => {
    fakeRealtime();
    mockApi(chatAnswers({ webclearchat: ok() }));
    await openChat();
    expect(within(history()).getByText('Hi there')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Chat options' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear Chat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(screen.queryByText('Hi there')).not.toBeInTheDocument());
  });

  it('unfriends after Yes, offers to report them too, and goes back to the messages', async () => {
    fakeRealtime();
    const { calls } = mockApi(chatAnswers({ unfriendweb: ok() }));
    await openChat();

    await userEvent.click(screen.getByRole('button', { name: 'Chat options' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unfriend' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    const offer = await screen.findByRole('dialog', { name: 'Report this member too?' });
    await userEvent.click(within(offer).getByRole('button', { name: 'No, thanks' }));

    expect(
      await screen.findByRole('heading', { name: 'Messages' }, AFTER_LOADER),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.call === 'webreport')).toBe(false);
    expect(calls.find((call) => call.call === 'unfriendweb')?.fields.unfriend_user_id).toBe(
      String(PEER.id),
    );
  });

  it("reports from the menu with a reason, attaching the other member's ticked messages", async () => {
    fakeRealtime();
    const rude = chatMessage({ message: 'You are worthless' });
    const mine = chatMessage({ message: 'Please stop', sender_id: TEST_SESSION.memberId });
    const worse = chatMessage({ message: 'I know where you live' });
    const { calls } = mockApi(
      chatAnswers({
        webgetchatmessage: ok({ chats: [rude, mine, worse] }),
        webreport: ok({ report: 'true', message: '' }),
      }),
    );
    await openChat();

    await userEvent.click(screen.getByRole('button', { name: 'Chat options' }));
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: new RegExp(`^Report ${PEER.name}`) });
    // Only what they sent can be attached.
    expect(within(dialog).queryByRole('checkbox', { name: 'Please stop' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'You are worthless' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I know where you live' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Harassment or hate' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(
      await screen.findByRole('dialog', { name: 'Thanks, we received your report.' }),
    ).toBeInTheDocument();
    const sent = calls.find((call) => call.call === 'webreport')?.fields;
    expect(sent).toMatchObject({ report_user_id: String(PEER.id), reason: 'harassment' });
    // A list travels as its JSON text, which webreport reads like websetfilter's people_for.
    expect(JSON.parse(String(sent?.message_ids))).toEqual([rude.id, worse.id]);
  });

  it('catches up after a reconnection without showing a message twice', async () => {
    const first = chatMessage({ message: 'Before' });
    const stored = [first];
    // The server answers a join with what it stored after `since`.
    const socket = fakeRealtime({
      join: (payload) => {
        const since = (payload as JoinChatPayload).since ?? 0;
        return { status: 'true', chats: stored.filter((message) => message.id > since) };
      },
    });
    mockApi(chatAnswers({ webgetchatmessage: ok({ chats: [first] }) }));
    await openChat();
    const missed = chatMessage({ message: 'While you were away' });
    stored.push(missed);

    act(() => socket.reconnect());

    expect(await within(history()).findByText('While you were away')).toBeInTheDocument();
    expect(within(history()).getAllByText('Before')).toHaveLength(1);
    expect(socket.sentOf('join')).toContainEqual({ join_id: CHAT_ID, since: first.id });
  });
});

describe('ChatPage, live presence', () => {
  it("shows 'Online' as soon as the other connects and how long ago they left", async () => {
    const socket = fakeRealtime();
    mockApi(chatAnswers({ webprofile: ok({ result: OFFLINE_HEADER }) }));
    await openChat();
    const header = screen.getByRole('banner');
    expect(within(header).queryByText('Online')).not.toBeInTheDocument();

    // Someone else's presence is not theirs.
    act(() => socket.receive('presence', { user_id: 77, online: '1', onlinelasttime: null }));
    act(() => socket.receive('presence', { user_id: PEER.id, online: '1', onlinelasttime: null }));
    expect(await within(header).findByText('Online')).toBeInTheDocument();

    act(() =>
      socket.receive('presence', {
        user_id: PEER.id,
        online: '0',
        onlinelasttime: secondsAgo(5 * 60),
      }),
    );
    expect(await within(header).findByText('Last seen 5 minutes ago')).toBeInTheDocument();
    expect(within(header).queryByText('Online')).not.toBeInTheDocument();
  });

  it('says a suspended or banned member is no longer available, in the member’s language', async () => {
    fakeRealtime();
    mockApi(chatAnswers({ blockstatus: ok({ ...OPEN, block: 'true', unavailable: 'true' }) }));
    const input = await openChat({ ...TEST_SESSION, language: 'fr' });

    expect(screen.getByTestId(TEST_IDS.blockNotice)).toHaveTextContent(
      'Ce membre n’est plus disponible',
    );
    expect(input).toBeDisabled();
  });

  it('says how long ago in the member’s language', async () => {
    fakeRealtime();
    mockApi(
      chatAnswers({
        webprofile: ok({ result: { ...OFFLINE_HEADER, onlinelasttime: secondsAgo(26 * 3600) } }),
      }),
    );
    await openChat({ ...TEST_SESSION, language: 'fr' });
    expect(screen.getByText('Vu pour la dernière fois hier')).toBeInTheDocument();
  });

  it('shows the other typing without any presence notice, and them as online meanwhile', async () => {
    const socket = fakeRealtime();
    mockApi(
      chatAnswers({
        webprofile: ok({ result: { ...OFFLINE_HEADER, onlinelasttime: secondsAgo(3600) } }),
      }),
    );
    await openChat();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Last seen 1 hour ago')).toBeInTheDocument();

    act(() => socket.receive('receivetyping', { chatid: CHAT_ID, sender_id: PEER.id }));

    await waitFor(() =>
      expect(screen.getByTestId(TEST_IDS.typing)).toHaveTextContent('Anna is typing…'),
    );
    expect(within(header).getByText('Online')).toBeInTheDocument();
  });
});

describe('ChatPage, a chat without messages', () => {
  it("invites a first message with the match's photo and name, the input focused", async () => {
    fakeRealtime();
    mockApi(chatAnswers({ webgetchatmessage: ok({ chats: [] }) }));
    const input = await openChat();

    const prompt = screen.getByTestId(TEST_IDS.emptyChat);
    expect(prompt).toHaveTextContent('You matched with Anna');
    expect(prompt).toHaveTextContent('Say hello!');
    expect(prompt.querySelector('img')).toHaveAttribute('src', HEADER.images);
    expect(input).toHaveFocus();
  });

  it('invites nobody to write where a block stops it, and leaves the focus alone', async () => {
    fakeRealtime();
    mockApi(
      chatAnswers({
        webgetchatmessage: ok({ chats: [] }),
        blockstatus: ok({ ...OPEN, block: 'true' }),
      }),
    );
    const input = await openChat();

    expect(screen.queryByTestId(TEST_IDS.emptyChat)).not.toBeInTheDocument();
    expect(input).not.toHaveFocus();
  });

  it('does not take the focus when the chat has messages to read', async () => {
    fakeRealtime();
    mockApi(chatAnswers());
    const input = await openChat();
    expect(screen.queryByTestId(TEST_IDS.emptyChat)).not.toBeInTheDocument();
    expect(input).not.toHaveFocus();
  });
});

describe('ChatPage, text written by members', () => {
  it('gives each message its own direction and isolates names inside Arabic sentences', async () => {
    const socket = fakeRealtime();
    mockApi(
      chatAnswers({
        webgetchatmessage: ok({ chats: [chatMessage({ message: 'Hello, how are you?' })] }),
      }),
    );
    await openChat({ ...TEST_SESSION, language: 'ar' }, 'الرسالة');

    expect(screen.getByText('Hello, how are you?')).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('heading', { name: PEER.name }).querySelector('bdi')).toHaveTextContent(
      PEER.name,
    );

    act(() => socket.receive('receivetyping', { chatid: CHAT_ID, sender_id: PEER.id }));
    const typing = screen.getByTestId(TEST_IDS.typing);
    await waitFor(() => expect(typing).toHaveTextContent(`${PEER.name} يكتب…`));
    expect(typing.querySelector('bdi')).toHaveTextContent(PEER.name);
  });
});

describe('ChatPage, scrolling', () => {
  /** Gives the history's scrolling box the sizes jsdom does not compute. */
  function sizeScroller(scroller: HTMLElement, scrollHeight: number, clientHeight: number) {
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: scrollHeight });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: clientHeight });
  }

  /** An open chat whose 2000 px history is scrolled to its newest message. */
  async function openChatAtNewest() {
    const socket = fakeRealtime();
    mockApi(chatAnswers());
    await openChat();
    const scroller = history().closest<HTMLElement>('.chat-history__scroller')!;
    sizeScroller(scroller, 2000, 500);
    scroller.scrollTop = 1500;
    fireEvent.scroll(scroller);
    return { socket, scroller };
  }

  it('keeps a member who scrolled up where they are and offers the newest messages', async () => {
    const { socket, scroller } = await openChatAtNewest();
    scroller.scrollTop = 200;
    fireEvent.scroll(scroller);

    act(() => socket.receive('broad', chatMessage({ message: 'Still there?' })));
    expect(await within(history()).findByText('Still there?')).toBeInTheDocument();
    expect(scroller.scrollTop).toBe(200);

    await userEvent.click(screen.getByRole('button', { name: 'New messages' }));
    expect(scroller.scrollTop).toBe(2000);
    expect(screen.queryByRole('button', { name: 'New messages' })).not.toBeInTheDocument();
  });

  it('follows new messages while the member reads the newest', async () => {
    const { socket, scroller } = await openChatAtNewest();
    sizeScroller(scroller, 2100, 500);

    act(() => socket.receive('broad', chatMessage({ message: 'Next one' })));
    expect(await within(history()).findByText('Next one')).toBeInTheDocument();
    await waitFor(() => expect(scroller.scrollTop).toBe(2100));
    expect(screen.queryByRole('button', { name: 'New messages' })).not.toBeInTheDocument();
  });
});
