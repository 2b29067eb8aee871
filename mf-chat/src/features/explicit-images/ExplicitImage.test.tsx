import { closeRealtime } from '@dating/web';
import { fakeRealtime, mockApi, renderRemote, TEST_SESSION } from '@dating/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../App';
import { CHAT_ID, CHAT_PATH, chatMessage, HEADER, ok, PEER } from '../../testing/chatFixture';
import { TEST_IDS } from '../../testIds';

jest.setTimeout(20_000);

const OPEN = { block: 'false', blocked_by_me: 'false', chat_userstatus: 'false' } as const;
const picture = (overrides: Parameters<typeof chatMessage>[0] = {}) =>
  chatMessage({
    type: 'image',
    message: '',
    upload_image: '/uploads/p.jpg',
    explicit: 'true',
    ...overrides,
  });

afterEach(() => {
  closeRealtime();
  jest.restoreAllMocks();
});

function openChat(chats: ReturnType<typeof chatMessage>[], showExplicit = 'false') {
  const api = mockApi({
    webprofile: ok({ result: HEADER }),
    blockstatus: ok(OPEN),
    webgetchatmessage: ok({ chats, show_explicit: showExplicit }),
    webshowexplicit: ok(),
  });
  renderRemote(App, { path: CHAT_PATH });
  return { api, ready: screen.findByRole('textbox', { name: 'Message' }, { timeout: 4000 }) };
}

describe('explicit pictures', () => {
  it('arrive blurred with a question, and show once the member chooses View', async () => {
    fakeRealtime();
    const user = userEvent.setup();
    const { api, ready } = openChat([picture()]);
    await ready;
    expect(screen.getByTestId(TEST_IDS.explicitImage)).toBeInTheDocument();
    expect(screen.getByText('This image may be explicit. View?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View' }));
    await waitFor(() =>
      expect(screen.queryByTestId(TEST_IDS.explicitImage)).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('img', { name: `Image sent by ${PEER.name}` })).toHaveAttribute(
      'src',
      '/uploads/p.jpg',
    );
    expect(api.calls.find(({ call }) => call === 'webshowexplicit')?.fields).toMatchObject({
      chat_id: String(CHAT_ID),
    });
  });

  it('are shown when the member chose so before, and always to their sender', async () => {
    fakeRealtime();
    await openChat([picture()], 'true').ready;
    expect(screen.queryByTestId(TEST_IDS.explicitImage)).not.toBeInTheDocument();
  });

  it('are never blurred for their sender', async () => {
    fakeRealtime();
    await openChat([picture({ sender_id: TEST_SESSION.memberId, receiver_id: PEER.id })]).ready;
    expect(screen.queryByTestId(TEST_IDS.explicitImage)).not.toBeInTheDocument();
  });
});
