import { closeRealtime } from '@dating/web';
import { fakeRealtime, mockApi, renderRemote, TEST_SESSION } from '@dating/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../App';
import { CHAT_ID, chatMessage, listItem, ok, PEER } from '../../testing/chatFixture';
import { TEST_IDS } from '../../testIds';

const APP_OF_THE_DAY = {
  app_settings: 'enable',
  title: 'Sky Runner',
  description: 'A game to run across the clouds.',
  view_url_web: 'https://example.com/sky-runner',
  images: ['/uploads/sky-1.jpg', '/uploads/sky-2.jpg'],
};

const ROWS = [
  listItem(),
  listItem({
    user_id: 10,
    chat_id: 5,
    user_name: 'Bea',
    online: '1',
    unread: 2,
    message: '',
    imagename: '/uploads/chat/x.jpg',
  }),
];

type Answers = Parameters<typeof mockApi>[0];

/** The conversations' answers; the strip of new matches (its own webgetchat) stays empty here. */
function conversations(answer: Answers[string]): Answers[string] {
  return (request) =>
    request.fields.section === 'new_matches'
      ? ok({ matches: [], total: 0 })
      : typeof answer === 'function'
        ? answer(request)
        : answer;
}

async function openMessages() {
  renderRemote(App, { path: '/app/Message' });
  return screen.findByRole('list', { name: 'Messages' });
}

afterEach(() => {
  closeRealtime();
  jest.restoreAllMocks();
});

describe('MessagesPage', () => {
  it('says the conversations could not be loaded when the call failed, and asks again on Retry', async () => {
    let asked = 0;
    mockApi({
      webgetchat: conversations(() => {
        asked += 1;
        return asked === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : ok({ matches: ROWS, total: 2 });
      }),
    });
    renderRemote(App, { path: '/app/Message' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your conversations could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('lists the conversations with links to the profile and the chat', async () => {
    mockApi({ webgetchat: conversations(ok({ matches: ROWS, total: 2 })) });
    const list = await openMessages();

    const rows = within(list).getAllByTestId(TEST_IDS.chatRow);
    expect(rows).toHaveLength(2);
    expect(within(list).getByRole('link', { name: "Anna's profile" })).toHaveAttribute(
      'href',
      `/app/Friends/FriendsNew/${PEER.id}`,
    );
    expect(within(list).getByRole('link', { name: 'Chat with Anna' })).toHaveAttribute(
      'href',
      `/app/Message/MessageNew/${PEER.id}/${CHAT_ID}`,
    );
    expect(within(rows[1] as HTMLElement).getByText('Photo')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByLabelText('2 unread messages')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole('img', { name: 'Online' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it("shows 'No Message' / 'Start the chat!' without conversations", async () => {
    mockApi({ webgetchat: conversations(ok({ matches: [], total: 0 })) });
    renderRemote(App, { path: '/app/Message' });

    const empty = await screen.findByRole('status');
    expect(empty).toHaveTextContent('No Message');
    expect(empty).toHaveTextContent('Start the chat!');
  });

  it('shows Load More when the total is over 8 and asks for 8 more', async () => {
    const { calls } = mockApi({
      webgetchat: conversations(({ fields }) =>
        ok({
          matches: Array.from({ length: Number(fields.limit) }, (_, i) =>
            listItem({ chat_id: i + 1, user_id: i + 20 }),
          ),
          total: 12,
        }),
      ),
    });
    await openMessages();

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));

    await waitFor(() => expect(screen.getAllByTestId(TEST_IDS.chatRow)).toHaveLength(16));
    const listCalls = calls.filter(
      (call) => call.call === 'webgetchat' && call.fields.section === 'conversations',
    );
    expect(listCalls.map((call) => call.fields.limit)).toEqual(['8', '16']);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('sends the filter, the search and the sort', async () => {
    const { calls } = mockApi({ webgetchat: conversations(ok({ matches: ROWS, total: 2 })) });
    await openMessages();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Unread');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Online first',
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'an{Enter}');

    await waitFor(() =>
      expect(calls.at(-1)?.fields).toMatchObject({
        user_id: String(TEST_SESSION.memberId),
        filter: 'Unread',
        sort: 'online',
        search_key: 'an',
        limit: '8',
      }),
    );
  });

  it('toggles a favourite', async () => {
    const { calls } = mockApi({
      webgetchat: conversations(ok({ matches: ROWS, total: 2 })),
      webfavorite: ok({ favorite: 'true' }),
    });
    await openMessages();

    await userEvent.click(screen.getByRole('button', { name: 'Add Anna to favourites' }));

    await waitFor(() =>
      expect(calls.find((call) => call.call === 'webfavorite')?.fields.favorite_user_id).toBe(
        String(PEER.id),
      ),
    );
  });

  it('opens the app of the day with its title, description, images and Open link', async () => {
    mockApi({
      webgetchat: conversations(ok({ matches: ROWS, total: 2 })),
      appoftheday: ok({ result: APP_OF_THE_DAY }),
    });
    await openMessages();

    await userEvent.click(await screen.findByRole('button', { name: /App of the day/ }));

    const popup = screen.getByRole('dialog', { name: 'Sky Runner' });
    expect(popup).toHaveTextContent('A game to run across the clouds.');
    expect(within(popup).getByRole('img', { name: 'Image 1 of 2' })).toHaveAttribute(
      'src',
      '/uploads/sky-1.jpg',
    );
    await userEvent.click(within(popup).getByRole('button', { name: 'Next image' }));
    expect(within(popup).getByRole('img', { name: 'Image 2 of 2' })).toHaveAttribute(
      'src',
      '/uploads/sky-2.jpg',
    );
    expect(within(popup).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      APP_OF_THE_DAY.view_url_web,
    );
  });

  it('hides the app of the day unless it is enabled', async () => {
    mockApi({
      webgetchat: conversations(ok({ matches: ROWS, total: 2 })),
      appoftheday: ok({ result: { ...APP_OF_THE_DAY, app_settings: 'disable' } }),
    });
    await openMessages();
    expect(screen.queryByRole('button', { name: /App of the day/ })).not.toBeInTheDocument();
  });

  it('moves a conversation with a new message to the top, live', async () => {
    const socket = fakeRealtime();
    mockApi({ webgetchat: conversations(ok({ matches: [ROWS[1], ROWS[0]], total: 2 })) });
    const list = await openMessages();

    act(() => socket.receive('broad', chatMessage({ message: 'Fresh news' })));

    await waitFor(() =>
      expect(within(list).getAllByTestId(TEST_IDS.chatRow)[0]).toHaveTextContent('Fresh news'),
    );
    expect(within(list).getAllByTestId(TEST_IDS.chatRow)[0]).toHaveTextContent('Anna');
  });

  it('asks a filtered list again when a message arrives, whichever lists were shown before', async () => {
    const socket = fakeRealtime();
    const { calls } = mockApi({
      webgetchat: conversations(({ fields }) => {
        const search = typeof fields.search_key === 'string' ? fields.search_key : '';
        const matches = ROWS.filter((row) => row.user_name.toLowerCase().includes(search));
        return ok({ matches, total: matches.length });
      }),
    });
    const list = await openMessages();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Unread');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'an');
    await waitFor(() => expect(within(list).getAllByTestId(TEST_IDS.chatRow)).toHaveLength(1));
    await userEvent.clear(search);
    await waitFor(() => expect(within(list).getAllByTestId(TEST_IDS.chatRow)).toHaveLength(2));
    const asked = calls.length;

    act(() => socket.receive('broad', chatMessage({ message: 'Fresh news' })));

    await waitFor(() => expect(calls.length).toBeGreaterThan(asked));
    expect(calls.at(-1)?.fields).toMatchObject({ filter: 'Unread', limit: '8' });
    expect(calls.at(-1)?.fields.search_key).toBeUndefined();
  });

  it("leaves the menu to the shell's top bar: one menu button on a phone", async () => {
    mockApi({ webgetchat: conversations(ok({ matches: ROWS, total: 2 })) });
    await openMessages();

    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /menu/i })).not.toBeInTheDocument();
  });
});
