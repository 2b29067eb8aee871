import { closeRealtime } from '@dating/web';
import { fakeRealtime, mockApi, renderRemote, TEST_SESSION } from '@dating/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../App';
import {
  CHAT_PATH,
  chatMessage,
  HEADER,
  listItem,
  ok,
  PEER,
  refused,
} from '../../testing/chatFixture';
import { TEST_IDS } from '../../testIds';

jest.setTimeout(20_000);

const OPEN = { block: 'false', blocked_by_me: 'false', chat_userstatus: 'false' } as const;
const AFTER_LOADER = { timeout: 4000 };
const UNKIND = 'You are an idiot';

type Answers = Parameters<typeof mockApi>[0];

function chatAnswers(overrides: Answers = {}): Answers {
  return {
    webprofile: ok({ result: HEADER }),
    blockstatus: ok(OPEN),
    webgetchatmessage: ok({ chats: [] }),
    webgetchat: ok({ matches: [listItem()], total: 1 }),
    ...overrides,
  };
}

/** The server's answer to a flagged text: stored only once the sender confirms. */
const flaggedUntilConfirmed: Answers[string] = ({ fields }) =>
  fields.send_anyway === 'true'
    ? ok({
        result: chatMessage({
          sender_id: TEST_SESSION.memberId,
          receiver_id: PEER.id,
          client_id: String(fields.client_id),
          message: String(fields.message),
          flagged: 'true',
        }),
      })
    : { status: 409, body: { status: 'false', message: 'Are you sure?', flagged: 'true' } };

async function openChat(session = TEST_SESSION, inputName = 'Message') {
  renderRemote(App, { path: CHAT_PATH, session });
  return screen.findByRole('textbox', { name: inputName }, AFTER_LOADER);
}

const history = () => screen.getByRole('list', { name: `Messages with ${PEER.name}` });

afterEach(() => {
  closeRealtime();
  jest.restoreAllMocks();
});

describe("'Are you sure?' before a flagged message goes", () => {
  it('sends it anyway once confirmed, and shows the sender no notice', async () => {
    fakeRealtime();
    const { calls } = mockApi(chatAnswers({ websendmessage: flaggedUntilConfirmed }));
    const input = await openChat();

    await userEvent.type(input, `${UNKIND}{Enter}`);
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('This message may be hurtful');
    expect(within(dialog).getByText(UNKIND)).toBeInTheDocument();
    expect(within(history()).queryByText(UNKIND)).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send anyway' }));

    // The list is looked up again at each try: the history may be drawn anew as the text lands.
    await waitFor(() => expect(within(history()).getByText(UNKIND)).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sends = calls.filter((call) => call.call === 'websendmessage');
    expect(sends.map((call) => call.fields.send_anyway)).toEqual([undefined, 'true']);
    expect(sends[1]?.fields.message).toBe(UNKIND);
    expect(screen.queryByText('Does this bother you?')).not.toBeInTheDocument();
    // The chat stays open: a flagged text is not a refusal that leaves it.
    expect(screen.getByRole('heading', { name: PEER.name })).toBeInTheDocument();
  });

  it('gives the text back to the focused composer on Edit, without sending it', async () => {
    fakeRealtime();
    const { calls } = mockApi(chatAnswers({ websendmessage: flaggedUntilConfirmed }));
    const input = await openChat();

    await userEvent.type(input, `${UNKIND}{Enter}`);
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveValue(UNKIND);
    await waitFor(() => expect(input).toHaveFocus());
    expect(calls.filter((call) => call.call === 'websendmessage')).toHaveLength(1);
    expect(within(history()).queryByText(UNKIND)).not.toBeInTheDocument();
  });

  it('asks in the member language', async () => {
    fakeRealtime();
    mockApi(chatAnswers({ websendmessage: flaggedUntilConfirmed }));
    const input = await openChat({ ...TEST_SESSION, language: 'fr' }, 'Message');

    await userEvent.type(input, `${UNKIND}{Enter}`);

    const dialog = await screen.findByRole('dialog', { name: 'Êtes-vous sûr ?' });
    expect(within(dialog).getByRole('button', { name: 'Envoyer quand même' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
  });
});

describe("'Does this bother you?' under a received flagged message", () => {
  it('reports its sender for harassment with the message in one tap', async () => {
    fakeRealtime();
    const flagged = chatMessage({ message: UNKIND, flagged: 'true' });
    const { calls } = mockApi(
      chatAnswers({
        webgetchatmessage: ok({ chats: [chatMessage({ message: 'Hi' }), flagged] }),
        webreport: ok({ report: 'true', message: 'User reported successfully' }),
      }),
    );
    await openChat();

    const notices = screen.getAllByTestId(TEST_IDS.kinderNotice);
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    if (!notice) throw new Error('no notice');
    expect(notice).toHaveTextContent('Does this bother you?');
    expect(notice.closest('li')).toHaveTextContent(UNKIND);

    await userEvent.click(within(notice).getByRole('button', { name: 'Report' }));

    await waitFor(() =>
      expect(within(notice).getByRole('status')).toHaveTextContent(
        'Thanks, we received your report',
      ),
    );
    const reports = calls.filter((call) => call.call === 'webreport');
    expect(reports).toHaveLength(1);
    expect(reports[0]?.fields).toMatchObject({
      user_id: String(TEST_SESSION.memberId),
      report_user_id: String(PEER.id),
      reason: 'harassment',
      message_ids: JSON.stringify([flagged.id]),
    });
    expect(within(notice).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it("hides on 'No, it's fine' without reporting, also for a message arriving live", async () => {
    const socket = fakeRealtime();
    const { calls } = mockApi(chatAnswers());
    await openChat();

    act(() => socket.receive('broad', chatMessage({ message: UNKIND, flagged: 'true' })));
    const notice = await screen.findByTestId(TEST_IDS.kinderNotice);
    await userEvent.click(within(notice).getByRole('button', { name: "No, it's fine" }));

    expect(screen.queryByTestId(TEST_IDS.kinderNotice)).not.toBeInTheDocument();
    expect(within(history()).getByText(UNKIND)).toBeInTheDocument();
    expect(calls.some((call) => call.call === 'webreport')).toBe(false);
  });

  it('says when the report could not be sent, and keeps Report', async () => {
    fakeRealtime();
    mockApi(
      chatAnswers({
        webgetchatmessage: ok({ chats: [chatMessage({ message: UNKIND, flagged: 'true' })] }),
        webreport: refused('Something went wrong', 500),
      }),
    );
    await openChat();

    const notice = screen.getByTestId(TEST_IDS.kinderNotice);
    await userEvent.click(within(notice).getByRole('button', { name: 'Report' }));

    expect(await within(notice).findByRole('alert')).toHaveTextContent(
      'Your report could not be sent',
    );
    expect(within(notice).getByRole('button', { name: 'Report' })).toBeEnabled();
  });

  it('shows nothing under an unflagged message or under the member own flagged one', async () => {
    fakeRealtime();
    mockApi(
      chatAnswers({
        webgetchatmessage: ok({
          chats: [
            chatMessage({ message: 'Plain' }),
            chatMessage({
              sender_id: TEST_SESSION.memberId,
              receiver_id: PEER.id,
              message: UNKIND,
              flagged: 'true',
            }),
          ],
        }),
      }),
    );
    await openChat();
    expect(within(history()).getByText(UNKIND)).toBeInTheDocument();
    expect(screen.queryByTestId(TEST_IDS.kinderNotice)).not.toBeInTheDocument();
  });
});
