import { eventBus } from '@dating/web';
import { routesOf, type PageOf } from '@dating/contract';
import { mockApi, renderRemote, samplePathOf, TEST_SESSION } from '@dating/testing';
import { act, screen } from '@testing-library/react';
import App from './App';
import { aProfile, profileAnswer } from './testing/profileFixture';

const TITLES: Record<PageOf<'profile'>, string> = {
  profile: 'Profile',
  editProfile: 'Edit profile',
  editPhotos: 'Edit photos',
  settings: 'Settings',
  help: 'Help',
  questions: 'Compatibility questions',
};

beforeEach(() => {
  mockApi({
    webprofile: profileAnswer(aProfile()),
    webhelppages: { body: { status: 'true', helppages: [], landingpage: [] } },
    webquestions: { body: { status: 'true', questions: [], answers: [] } },
  });
});

afterEach(() => jest.restoreAllMocks());

/** Pages show as soon as their data arrives; room for the mocked answers on a busy machine. */
const AFTER_LOADER = { timeout: 2000 };

describe('profile App', () => {
  it.each(routesOf('profile'))("renders the $page page at /app/'$path'", async ({ path, page }) => {
    renderRemote(App, { path: samplePathOf(path) });
    expect(
      await screen.findByRole('heading', { name: TITLES[page] }, AFTER_LOADER),
    ).toBeInTheDocument();
  });

  it("starts in the session's language", async () => {
    renderRemote(App, { path: '/app/Profile', session: { ...TEST_SESSION, language: 'fr' } });
    expect(
      await screen.findByRole('heading', { name: 'Profil' }, AFTER_LOADER),
    ).toBeInTheDocument();
  });

  it('follows the language the shell broadcasts', async () => {
    renderRemote(App, { path: '/app/Profile' });
    await screen.findByRole('heading', { name: 'Profile' }, AFTER_LOADER);

    act(() => eventBus.emit('locale:changed', { language: 'ar' }));

    expect(screen.getByRole('heading', { name: 'الملف الشخصي' })).toBeInTheDocument();
  });
});
