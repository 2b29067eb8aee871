import { eventBus } from '@dating/web';
import { mockApi, renderRemote, TEST_SESSION } from '@dating/testing';
import { act, screen } from '@testing-library/react';
import App from './App';

const NO_CHATS = { body: { status: 'true', matches: [], total: 0 } };

afterEach(() => jest.restoreAllMocks());

describe('chat App', () => {
  it('renders the Messages page at /app/Message', () => {
    mockApi({ webgetchat: NO_CHATS });
    renderRemote(App, { path: '/app/Message' });
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
  });

  it('renders the chat page, loading first, at /app/Message/MessageNew/{userId}/{chatId}', () => {
    mockApi({});
    renderRemote(App, { path: '/app/Message/MessageNew/9/1' });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it("starts in the session's language", () => {
    mockApi({ webgetchat: NO_CHATS });
    renderRemote(App, { path: '/app/Message', session: { ...TEST_SESSION, language: 'sp' } });
    expect(screen.getByRole('heading', { name: 'Mensajes' })).toBeInTheDocument();
  });

  it('follows the language the shell broadcasts', () => {
    mockApi({ webgetchat: NO_CHATS });
    renderRemote(App, { path: '/app/Message' });

    act(() => eventBus.emit('locale:changed', { language: 'ar' }));

    expect(screen.getByRole('heading', { name: 'الرسائل' })).toBeInTheDocument();
  });
});
