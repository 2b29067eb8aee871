import { Loader } from '@dating/ui';
import { RemoteApp, type PageMap } from '@dating/web';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { makeStore } from './app/store';
import { PeopleNearPage } from './features/swipe/PeopleNearPage';
import { createDiscoveryI18n } from './i18n/createDiscoveryI18n';
import { lazyWithLaterTexts } from './i18n/lazyWithLaterTexts';

/**
 * A page loaded on first visit, with its English texts: the swipe home is the only page in the
 * App's own chunk, so the first screen after sign-in stays small (README, "Budgets").
 */
function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazyWithLaterTexts(load);
  return function LazyPage() {
    const { t } = useTranslation();
    return (
      <Suspense fallback={<Loader label={t('common.loading')} />}>
        <Page />
      </Suspense>
    );
  };
}

/** One chunk for the five profile views. */
const profileView = (view: 'people' | 'visitor' | 'friend' | 'friendRequest' | 'liker') =>
  lazyPage(
    async () =>
      (await import('./features/member-profile/MemberProfilePage')).MEMBER_PROFILE_PAGES[view],
  );

const pages: PageMap<'discovery'> = {
  peopleNear: PeopleNearPage,
  findNewPeople: lazyPage(
    async () => (await import('./features/find-new-people/FindNewPeoplePage')).FindNewPeoplePage,
  ),
  saved: lazyPage(async () => (await import('./features/saved/SavedPage')).SavedPage),
  filter: lazyPage(async () => (await import('./features/filter/FilterPage')).FilterPage),
  explore: lazyPage(async () => (await import('./features/explore/ExplorePage')).ExplorePage),
  feeds: lazyPage(async () => (await import('./features/feeds/FeedsPage')).FeedsPage),
  visitors: lazyPage(async () => (await import('./features/visitors/VisitorsPage')).VisitorsPage),
  friends: lazyPage(async () => (await import('./features/friends/FriendsPage')).FriendsPage),
  friendRequests: lazyPage(
    async () => (await import('./features/like/SuperLikesReceivedPage')).SuperLikesReceivedPage,
  ),
  likeRequests: lazyPage(
    async () => (await import('./features/like/LikesReceivedPage')).LikesReceivedPage,
  ),
  peopleProfile: profileView('people'),
  visitorProfile: profileView('visitor'),
  friendProfile: profileView('friend'),
  friendRequestProfile: profileView('friendRequest'),
  likerProfile: profileView('liker'),
};

/** The discovery remote, exposed as `./App`; a default export because the shell loads it lazily. */
export default function App() {
  return (
    <RemoteApp
      remote="discovery"
      pages={pages}
      makeStore={makeStore}
      createI18n={createDiscoveryI18n}
    />
  );
}
