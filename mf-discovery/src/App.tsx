import { RemoteApp, type PageMap } from '@dating/shared';
import { makeStore } from './app/store';
import { ExplorePage } from './features/explore/ExplorePage';
import { FeedsPage } from './features/feeds/FeedsPage';
import { FilterPage } from './features/filter/FilterPage';
import { FindNewPeoplePage } from './features/find-new-people/FindNewPeoplePage';
import { FriendsPage } from './features/friends/FriendsPage';
import { LikesReceivedPage } from './features/likes-received/LikesReceivedPage';
import { MemberProfilePage } from './features/member-profile/MemberProfilePage';
import { SuperLikesReceivedPage } from './features/super-likes-received/SuperLikesReceivedPage';
import { PeopleNearPage } from './features/swipe/PeopleNearPage';
import { VisitorsPage } from './features/visitors/VisitorsPage';
import { createDiscoveryI18n } from './i18n/createDiscoveryI18n';

const pages: PageMap<'discovery'> = {
  peopleNear: PeopleNearPage,
  findNewPeople: FindNewPeoplePage,
  filter: FilterPage,
  explore: ExplorePage,
  feeds: FeedsPage,
  visitors: VisitorsPage,
  friends: FriendsPage,
  friendRequests: SuperLikesReceivedPage,
  likeRequests: LikesReceivedPage,
  peopleProfile: MemberProfilePage,
  visitorProfile: MemberProfilePage,
  friendProfile: MemberProfilePage,
  friendRequestProfile: MemberProfilePage,
  likerProfile: MemberProfilePage,
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
