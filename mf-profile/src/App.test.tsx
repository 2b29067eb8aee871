import { eventBus, routesOf, type PageOf } from '@dating/shared';
import { renderRemote, samplePathOf, TEST_SESSION } from '@dating/shared/testing';
import { act, screen } from '@testing-library/react';
import App from './App';

const TITLES: Record<PageOf<'profile'>, string> = {
  profile: 'Profile',
  editProfile: 'Edit profile',
  editPhotos: 'Edit photos',
  settings: 'Settings',
  help: 'Help',
};

describe('profile App', () => {
  it.each(routesOf('profile'))("renders the $page page at /app/'$path'", ({ path, page }) => {
    renderRemote(App, { path: samplePathOf(path) });
    expect(screen.getByRole('heading', { name: TITLES[page] })).toBeInTheDocument();
  });

  it("starts in the session's language", () => {
    renderRemote(App, { path: '/app/Profile', session: { ...TEST_SESSION, language: 'fr' } });
    expect(screen.getByRole('heading', { name: 'Profil' })).toBeInTheDocument();
  });

  it('follows the language the shell broadcasts', () => {
    renderRemote(App, { path: '/app/Profile' });

    act(() => eventBus.emit('locale:changed', { language: 'ar' }));

    expect(screen.getByRole('heading', { name: 'الملف الشخصي' })).toBeInTheDocument();
  });
});
