import { closeRealtime } from '@dating/web';
import { mockApi, renderRemote, TEST_SESSION } from '@dating/testing';
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

  it("words a call's line and a voice note in the member's language, not the stored English", async () => {
    mockApi({
      webgetchat: ok({
        matches: [
          listItem({
            chat_id: 1,
            user_id: 11,
            user_name: 'Ana',
            message: 'Missed voice call',
            call: { kind: 'voice', outcome: 'missed', seconds: 0 },
          }),
          listItem({ chat_id: 2, user_id: 12, user_name: 'Léa', message: '', voice: 'true' }),
        ],
        total: 2,
      }),
    });
    renderRemote(App, { path: '/app/Message', session: { ...TEST_SESSION, language: 'fr' } });

    const [call, voice] = await screen.findAllByTestId(TEST_IDS.chatRow);
    expect(within(call!).getByText('Appel vocal manqué')).toBeInTheDocument();
    expect(within(call!).queryByText('Missed voice call')).toBeNull();
    expect(within(voice!).getByText('Message vocal')).toBeInTheDocument();
  });
});
