import { closeRealtime } from '@dating/web';
import { pathTo } from '@dating/contract';
import { fakeRealtime, mockApi, renderRemote } from '@dating/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../App';
import { HEADER, listItem, ok } from '../../testing/chatFixture';
import { TEST_IDS } from '../../testIds';

jest.setTimeout(20_000);

afterEach(() => {
  closeRealtime();
  jest.restoreAllMocks();
});

const NEW_MATCH = listItem({ user_id: 12, chat_id: 0, user_name: 'Bea', message: '' });

describe('new matches strip', () => {
  it('shows matches without a message above the conversations, and opens their chat', async () => {
    fakeRealtime();
    const user = userEvent.setup();
    const api = mockApi({
      webgetchat: ({ fields }) =>
        fields.section === 'new_matches'
          ? ok({ matches: [NEW_MATCH], total: 1 })
          : ok({ matches: [listItem()], total: 1 }),
      webcreatchat: ok({ chatid: 31 }),
      webprofile: ok({ result: { ...HEADER, user_id: 12, user_name: 'Bea' } }),
      blockstatus: ok({ block: 'false', blocked_by_me: 'false', chat_userstatus: 'false' }),
      webgetchatmessage: ok({ chats: [] }),
      appoftheday: ok({
        result: {
          app_settings: 'disable',
          title: '',
          description: '',
          view_url_web: '',
          images: [],
        },
      }),
      webrecentunmatches: ok({ members: [] }),
    });
    renderRemote(App, { path: pathTo('messages') });

    const strip = await screen.findByTestId(TEST_IDS.newMatches);
    expect(within(strip).getByRole('heading', { name: 'New matches' })).toBeInTheDocument();
    const conversations = screen.getByRole('list', { name: 'Messages' });
    expect(within(conversations).getAllByTestId(TEST_IDS.chatRow)).toHaveLength(1);
    expect(within(conversations).queryByText('Bea')).not.toBeInTheDocument();
    const listCall = api.calls.find(
      ({ call, fields }) => call === 'webgetchat' && fields.section !== 'new_matches',
    );
    expect(listCall?.fields.section).toBe('conversations');

    await user.click(within(strip).getByRole('button', { name: 'Chat with Bea' }));
    await waitFor(() =>
      expect(api.calls.find(({ call }) => call === 'webcreatchat')?.fields).toMatchObject({
        receiver_id: '12',
      }),
    );
    await waitFor(() =>
      expect(api.calls.find(({ call }) => call === 'webgetchatmessage')?.fields).toMatchObject({
        chat_id: '31',
      }),
    );
  });
});
