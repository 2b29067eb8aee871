import { closeRealtime } from '@dating/web';
import { fakeRealtime, mockApi, renderRemote, TEST_SESSION } from '@dating/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../App';
import { CHAT_PATH, chatMessage, HEADER, listItem, ok, PEER } from '../../testing/chatFixture';
import { TEST_IDS } from '../../testIds';

jest.setTimeout(20_000);

const OPEN = { block: 'false', blocked_by_me: 'false', chat_userstatus: 'false' } as const;
const AFTER_LOADER = { timeout: 4000 };
const INTRO = 'I am rarely here, add me on telegram @anna_99';

type Answers = Parameters<typeof mockApi>[0];

function chatAnswers(overrides: Answers = {}): Answers {
  return {
    webprofile: ok({ result: HEADER }),
    blockstatus: ok(OPEN),
    webgetchatmessage: ok({
      chats: [chatMessage({ message: INTRO, caution: 'telegram' }), chatMessage({ message: 'Hi' })],
    }),
    webgetchat: ok({ matches: [listItem()], total: 1 }),
    ...overrides,
  };
}

async function openChat(session = TEST_SESSION) {
  renderRemote(App, { path: CHAT_PATH, session });
  await screen.findByRole('textbox', {}, AFTER_LOADER);
}

afterEach(() => {
  closeRealtime();
  jest.restoreAllMocks();
});

describe('the warning before a message the scam check cautioned', () => {
  it('shows above that message only, naming the app, and reads the message behind it', async () => {
    fakeRealtime();
    mockApi(chatAnswers());
    await openChat();

    const cards = screen.getAllByTestId(TEST_IDS.scamWarning);
    expect(cards).toHaveLength(1);
    const [card] = cards;
    expect(card).toHaveAccessibleName('Be careful');
    expect(card).toHaveTextContent(
      'This message asks you to move to Telegram. Scammers often do. Stay here until you trust them.',
    );
    expect(card?.closest('li')).toHaveTextContent(INTRO);
  });

  it('says money, not an app, for money talk, and nothing on the member’s own message', async () => {
    fakeRealtime();
    mockApi(
      chatAnswers({
        webgetchatmessage: ok({
          chats: [
            chatMessage({ message: 'Can you send me $200 for the ticket?', caution: 'money' }),
            chatMessage({
              message: 'my whatsapp is +44 7700 900123',
              sender_id: TEST_SESSION.memberId,
              receiver_id: PEER.id,
              caution: 'whatsapp',
            }),
          ],
        }),
      }),
    );
    await openChat();

    const cards = screen.getAllByTestId(TEST_IDS.scamWarning);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('This message talks about money.');
  });

  it('names no ask for a text only the learned model cautioned, just what it reads like', async () => {
    fakeRealtime();
    mockApi(
      chatAnswers({
        webgetchatmessage: ok({
          chats: [
            chatMessage({
              message: 'my dear, the officer at the airport wants me to settle something',
              caution: 'scam_like',
            }),
          ],
        }),
      }),
    );
    await openChat();

    expect(screen.getByTestId(TEST_IDS.scamWarning)).toHaveTextContent(
      'This message is worded the way scammers write.',
    );
  });

  it('blocks after Yes, as the menu does', async () => {
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

    const card = screen.getByTestId(TEST_IDS.scamWarning);
    await userEvent.click(within(card).getByRole('button', { name: 'Block' }));
    expect(screen.getByRole('dialog', { name: 'Are you sure ?' })).toHaveTextContent('Block Anna?');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByTestId(TEST_IDS.blockNotice)).toHaveTextContent('Unblock to message');
    expect(calls.find((call) => call.call === 'webblockchat')?.fields.block_user_id).toBe(
      String(PEER.id),
    );
  });

  it('opens the chat’s report dialog, where the message can be attached', async () => {
    fakeRealtime();
    mockApi(chatAnswers());
    await openChat();

    const card = screen.getByTestId(TEST_IDS.scamWarning);
    await userEvent.click(within(card).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: new RegExp(`^Report ${PEER.name}`) });
    expect(within(dialog).getByRole('checkbox', { name: INTRO })).toBeInTheDocument();
  });

  it.each([
    ['fr', 'Ce message vous propose de passer sur Telegram.', 'Bloquer', 'Signaler'],
    ['sp', 'Este mensaje te pide pasar a Telegram.', 'Bloquear', 'Denunciar'],
    ['ar', 'تطلب منك هذه الرسالة الانتقال إلى Telegram.', 'حظر', 'إبلاغ'],
  ] as const)('warns in %s', async (language, text, block, report) => {
    fakeRealtime();
    mockApi(chatAnswers());
    await openChat({ ...TEST_SESSION, language });

    const card = screen.getByTestId(TEST_IDS.scamWarning);
    expect(card).toHaveTextContent(text);
    expect(within(card).getByRole('button', { name: block })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: report })).toBeInTheDocument();
  });
});
