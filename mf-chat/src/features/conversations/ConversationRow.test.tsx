import { closeRealtime } from '@dating/web';
import { mockApi, renderRemote } from '@dating/testing';
import { screen, within } from '@testing-library/react';
import App from '../../App';
import { listItem, ok } from '../../testing/chatFixture';
import { TEST_IDS } from '../../testIds';

afterEach(() => {
  closeRealtime();
  jest.restoreAllMocks();
});

describe('ConversationRow', () => {
  it("lets a member's name and last message each take their own direction", async () => {
    mockApi({
      webgetchat: ok({
        matches: [listItem({ user_name: 'Layla', message: 'مرحبا، كيف حالك؟' })],
        total: 1,
      }),
    });
    renderRemote(App, { path: '/app/Message' });

    const row = await screen.findByTestId(TEST_IDS.chatRow);

    expect(within(row).getByText('Layla')).toHaveAttribute('dir', 'auto');
    expect(within(row).getByText('مرحبا، كيف حالك؟')).toHaveAttribute('dir', 'auto');
  });
});
