import { closeRealtime } from '@dating/web';
import { mockApi, renderRemote } from '@dating/testing';
import { screen, waitFor, within } from '@testing-library/react';
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
    message_id: 501,
    message: 'Invest in crypto with me',
    chatTime: 1_790_000_000,
  },
  {
    kind: 'like_comment',
    user_id: 13,
    user_name: 'Lou',
    user_image: '',
    chat_id: 0,
    message_id: 0,
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

  it('reports a hidden message’s sender with the message attached, as the scam warning does', async () => {
    const { calls } = mockApi({
      webgetchat: ok({ matches: [], total: 0 }),
      webhiddenmessages: ok({ items: ITEMS }),
      webreport: ok({ message: 'Reported' }),
    });
    renderRemote(App, { path: '/app/Message' });
    await userEvent.click(await screen.findByText('Hidden'));
    const [first] = await screen.findAllByTestId('hidden-item');

    await userEvent.click(await within(first!).findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: /^Report Sam/ });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam or scam' }));
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Invest in crypto with me' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    await screen.findByText(/Thank/);
    const report = calls.find((call) => call.call === 'webreport');
    expect(report?.fields).toMatchObject({ report_user_id: '12', reason: 'spam' });
    expect(report?.fields.message_ids).toBe('[501]');
  });

  it('blocks a sender after Yes, and the folder is read again without them', async () => {
    let blocked = false;
    const { calls } = mockApi({
      webgetchat: ok({ matches: [], total: 0 }),
      webhiddenmessages: () => ok({ items: blocked ? ITEMS.slice(1) : ITEMS }),
      webblockchat: () => {
        blocked = true;
        return ok({ blocked_by_me: 'true' });
      },
    });
    renderRemote(App, { path: '/app/Message' });
    await userEvent.click(await screen.findByText('Hidden'));
    const [first] = await screen.findAllByTestId('hidden-item');

    await userEvent.click(await within(first!).findByRole('button', { name: 'Block' }));
    expect(screen.getByRole('dialog', { name: 'Are you sure ?' })).toHaveTextContent('Block Sam?');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(screen.getAllByTestId('hidden-item')).toHaveLength(1));
    expect(screen.queryByText('Invest in crypto with me')).not.toBeInTheDocument();
    expect(calls.find((call) => call.call === 'webblockchat')?.fields.block_user_id).toBe('12');
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
