import { NOT_FOUND_PATH, pathTo } from '@dating/contract';
import { lastBrowsePath } from '../filter/browseReturn';

/** The list a member's profile was opened from (spec section 2, Other-user profile views). */
export type ProfileView = 'people' | 'visitor' | 'friend' | 'friendRequest' | 'liker';

export interface ProfileViewRules {
  /** Where Back, a decline and an unfriend go. */
  back: () => string;
  /** Where a failed load goes (spec section 8). */
  onLoadFailure: string;
  /** Where a like, super like or dislike leads, when not back to the list. */
  afterSwipe?: string;
  /** The refusing button: dislike on the people and visitor views, decline on the requests. */
  refuse: 'dislike' | 'decline';
  /** Spec section 4: opening a visitor's or a liker's profile is premium. */
  premiumOnly?: boolean;
}

export const PROFILE_VIEWS: Record<ProfileView, ProfileViewRules> = {
  people: {
    back: lastBrowsePath,
    onLoadFailure: NOT_FOUND_PATH,
    afterSwipe: pathTo('peopleNear'),
    refuse: 'dislike',
  },
  visitor: {
    back: () => pathTo('visitors'),
    onLoadFailure: NOT_FOUND_PATH,
    refuse: 'dislike',
    premiumOnly: true,
  },
  friend: {
    back: () => pathTo('friends'),
    onLoadFailure: '/login',
    refuse: 'dislike',
  },
  friendRequest: {
    back: () => pathTo('friendRequests'),
    onLoadFailure: NOT_FOUND_PATH,
    refuse: 'decline',
  },
  liker: {
    back: () => pathTo('likeRequests'),
    onLoadFailure: NOT_FOUND_PATH,
    refuse: 'decline',
    premiumOnly: true,
  },
};
