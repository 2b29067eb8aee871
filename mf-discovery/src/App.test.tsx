import { eventBus, routesOf, type PageOf } from '@dating/shared';
import { renderRemote, samplePathOf, TEST_SESSION } from '@dating/shared/testing';
import { act, screen } from '@testing-library/react';
import App from './App';

const TITLES: Record<PageOf<'discovery'>, string> = {
  peopleNear: 'People near you',
  findNewPeople: 'Find new people',
  filter: 'Filter',
  explore: 'Explore',
  feeds: 'Feeds',
  visitors: 'Visitors',
  friends: 'Friends',
  friendRequests: 'Super likes received',
  likeRequests: 'Likes received',
  peopleProfile: 'Member profile',
  visitorProfile: 'Member profile',
  friendProfile: 'Member profile',
  friendRequestProfile: 'Member profile',
  likerProfile: 'Member profile',
};

describe('discovery App', () => {
  it.each(routesOf('discovery'))("renders the $page page at /app/'$path'", ({ path, page }) => {
    renderRemote(App, { path: samplePathOf(path) });
    expect(screen.getByRole('heading', { name: TITLES[page] })).toBeInTheDocument();
  });

  it("starts in the session's language", () => {
    renderRemote(App, { path: '/app/PeopleNear', session: { ...TEST_SESSION, language: 'fr' } });
    expect(screen.getByRole('heading', { name: 'Personnes près de vous' })).toBeInTheDocument();
  });

  it('follows the language the shell broadcasts', () => {
    renderRemote(App, { path: '/app/PeopleNear' });

    act(() => eventBus.emit('locale:changed', { language: 'ar' }));

    expect(screen.getByRole('heading', { name: 'أشخاص بالقرب منك' })).toBeInTheDocument();
  });
});
