import { closeRealtime } from '@dating/web';
import { mockApi, renderRemote } from '@dating/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../App';
import { ok } from '../../testing/chatFixture';

afterEach(() => {
  closeRealtime();
  jest.restoreAllMocks();
});

const ITEMS = [
  {
    kind: 'message',
    user_id: 12,
    user_name: 'Sam',
    user_image: '',
    chat_id: 30,
    message: 'Invest in crypto with me',
    chatTime: 1_790_000_000,
  },
  {
    kind: 'like_comment',
    user_id: 13,
    user_name: 'Lou',
    user_image: '',
    chat_id: 0,
    message: 'Add me on WhatsApp',
    chatTime: 1_789_000_000,
  },
];

describe('Hidden folder', () => {
  it('is asked for only once opened, then lists what was hidden with a way into the chat', async () => {
    const { calls } = mockApi({
      webgetchat: ok({ matches: [], total: 0 }),
      webhiddenmessages: ok({ items: ITEMS }),
    });
    renderRemote(App, { path: '/app/Message' });

    const summary = await screen.findByText('Hidden');
    expect(calls.some((call) => call.call === 'webhiddenmessages')).toBe(false);
    // A native <summary>: the browser opens it with Enter or Space too (jsdom only by click).
    await userEvent.click(summary);

    const list = await screen.findByRole('list', { name: 'Hidden' });
    const items = within(list).getAllByTestId('hidden-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Invest in crypto with me');
    expect(items[0]).toHaveTextContent('First message');
    expect(within(items[0]!).getByRole('link', { name: 'Open the chat with Sam' })).toHaveAttribute(
      'href',
      '/app/Message/MessageNew/12/30',
    );
    expect(items[1]).toHaveTextContent('Like comment');
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when nothing is hidden', async () => {
    mockApi({
      webgetchat: ok({ matches: [], total: 0 }),
      webhiddenmessages: ok({ items: [] }),
    });
    renderRemote(App, { path: '/app/Message' });
    await userEvent.click(await screen.findByText('Hidden'));
    expect(await screen.findByText('Nothing is hidden.')).toBeInTheDocument();
  });
});
