import { eventBus } from '@dating/web';
import { mockApi, renderRemote, TEST_SESSION } from '@dating/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from './App';
import { queueItem } from './testing/moderationFixture';

beforeEach(() => {
  mockApi({
    moderationqueue: { body: { status: 'true', items: [queueItem()], total: 1 } },
    moderationaudit: { body: { status: 'true', entries: [], total: 0 } },
  });
});
afterEach(() => jest.restoreAllMocks());

describe('moderation App', () => {
  it('shows the queue where it is mounted and the audit log below it', async () => {
    renderRemote(App, { path: '/app' });
    expect(await screen.findByRole('heading', { name: 'Open reports' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Audit log' }));

    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends an unknown address of the console to the queue', async () => {
    renderRemote(App, { path: '/app/nowhere' });
    expect(await screen.findByRole('heading', { name: 'Open reports' })).toBeInTheDocument();
  });

  it("starts in the session's language and follows the language the shell broadcasts", async () => {
    renderRemote(App, { path: '/app', session: { ...TEST_SESSION, language: 'fr' } });
    expect(
      await screen.findByRole('heading', { name: 'Signalements ouverts' }),
    ).toBeInTheDocument();

    act(() => eventBus.emit('locale:changed', { language: 'ar' }));

    expect(screen.getByRole('heading', { name: 'البلاغات المفتوحة' })).toBeInTheDocument();
    expect(screen.getByText('3 بلاغات مفتوحة')).toBeInTheDocument();
  });
});
