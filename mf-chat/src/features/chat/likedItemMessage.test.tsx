import { closeRealtime } from '@dating/web';
import { fakeRealtime, mockApi, renderRemote } from '@dating/testing';
import { screen, within } from '@testing-library/react';
import App from '../../App';
import { CHAT_PATH, chatMessage, HEADER, listItem, ok, PEER } from '../../testing/chatFixture';

jest.setTimeout(20_000);

afterEach(() => {
  closeRealtime();
  jest.restoreAllMocks();
});

async function openChatWith(messages: ReturnType<typeof chatMessage>[]) {
  fakeRealtime({ join: () => ({ status: 'true', chats: [] }) });
  mockApi({
    webprofile: ok({ result: HEADER }),
    blockstatus: ok({ block: 'false', blocked_by_me: 'false', chat_userstatus: 'false' }),
    webgetchatmessage: ok({ chats: messages }),
    webgetchat: ok({ matches: [listItem()], total: 1 }),
  });
  renderRemote(App, { path: CHAT_PATH });
  await screen.findByRole('textbox', { name: 'Message' }, { timeout: 4000 });
  return screen.getByRole('list', { name: `Messages with ${PEER.name}` });
}

describe('a chat begun by a liked item', () => {
  it('quotes the liked answer above the comment that began the chat', async () => {
    const history = await openChatWith([
      chatMessage({
        message: 'Which brunch place?',
        liked: { kind: 'prompt', prompt_id: 1, answer: 'Brunch by the river' },
      }),
      chatMessage({ message: 'The one on the quay' }),
    ]);

    const quote = within(history).getByRole('figure', { name: 'Liked an answer' });
    expect(within(quote).getByText('Brunch by the river')).toBeInTheDocument();
    expect(within(history).getByText('Which brunch place?')).toBeInTheDocument();
    expect(within(history).getAllByRole('figure')).toHaveLength(1);
  });

  it('shows the liked photo above its comment', async () => {
    const history = await openChatWith([
      chatMessage({
        message: 'Where was this?',
        liked: { kind: 'photo', image: '/uploads/mine.jpg' },
      }),
    ]);

    const quote = within(history).getByRole('figure', { name: 'Liked a photo' });
    expect(within(quote).getByRole('img', { name: 'The liked photo' })).toHaveAttribute(
      'src',
      '/uploads/mine.jpg',
    );
  });
});
