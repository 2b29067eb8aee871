import { eventBus } from '@dating/web';
import { routesOf, type PageOf } from '@dating/contract';
import { mockApi, renderRemote, samplePathOf, TEST_SESSION } from '@dating/testing';
import { act, screen } from '@testing-library/react';
import App from './App';
import {
  aMemberProfile,
  anOwnProfile,
  ownProfileAnswer,
  peopleAnswer,
} from './testing/discoveryFixture';

const TITLES: Record<PageOf<'discovery'>, string> = {
  peopleNear: 'People near you',
  findNewPeople: 'Find new people',
  saved: 'Saved',
  filter: 'Filter',
  explore: 'Explore',
  feeds: 'Feeds',
  visitors: 'Visitors',
  friends: 'Friends',
  friendRequests: 'Super likes received',
  likeRequests: 'Likes',
  peopleProfile: 'Bruno, 33',
  visitorProfile: 'Bruno, 33',
  friendProfile: 'Bruno, 33',
  friendRequestProfile: 'Bruno, 33',
  likerProfile: 'Bruno, 33',
};

const EMPTY_LIST = { body: { status: 'true', blurred: 'false', peoples: [] } };

beforeEach(() => {
  mockApi({
    webprofile: ownProfileAnswer(anOwnProfile({ premium_member: 'true' })),
    webgetpeople: peopleAnswer([]),
    webprofilenew: { body: { status: 'true', result: aMemberProfile() } },
    webvisitprofile: { body: { status: 'true' } },
    webvisitors: EMPTY_LIST,
    webfriendrequests: EMPTY_LIST,
    webfriendslist: { body: { status: 'true', peoples: [] } },
    websavedlist: { body: { status: 'true', peoples: [] } },
    webfeeds: { body: { status: 'true', feeds: [] } },
    admindatas: {
      body: {
        status: 'true',
        result: { peoplefor: [], interests: [], max_age: 60, max_distance: 200 },
      },
    },
  });
});

afterEach(() => jest.restoreAllMocks());

describe('discovery App', () => {
  it.each(routesOf('discovery'))(
    "renders the $page page at /app/'$path'",
    async ({ path, page }) => {
      // Premium, so the visitor and liker profiles open too.
      renderRemote(App, { path: samplePathOf(path), session: { ...TEST_SESSION, premium: true } });
      expect(await screen.findByRole('heading', { name: TITLES[page] })).toBeInTheDocument();
    },
  );

  it("starts in the session's language", async () => {
    renderRemote(App, { path: '/app/PeopleNear', session: { ...TEST_SESSION, language: 'fr' } });
    expect(
      await screen.findByRole('heading', { name: 'Personnes près de vous' }),
    ).toBeInTheDocument();
  });

  it('follows the language the shell broadcasts', async () => {
    renderRemote(App, { path: '/app/PeopleNear' });

    act(() => eventBus.emit('locale:changed', { language: 'ar' }));

    expect(await screen.findByRole('heading', { name: 'أشخاص بالقرب منك' })).toBeInTheDocument();
  });
});
