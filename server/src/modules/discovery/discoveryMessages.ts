import type { SwipeKind } from '@dating/shared/contract';
import { MESSAGES } from '@dating/shared/rules';

/** The discovery calls' answers and refusals: shared texts, so every language translates them. */
export const DISCOVERY_MESSAGES = {
  liked: MESSAGES.userLiked,
  superliked: MESSAGES.userSuperliked,
  matched: MESSAGES.likeEachOther,
  outOfSuperlikes: MESSAGES.noSuperlikesLeft,
  dailyLikes: MESSAGES.dailyLikesUsed,
  alreadySwiped: (kind: SwipeKind) =>
    kind === 'like' ? MESSAGES.alreadyLiked : MESSAGES.alreadySuperliked,
  rewindPremium: MESSAGES.rewindPremium,
  nothingToRewind: MESSAGES.nothingToRewind,
  notYourself: MESSAGES.ownProfile,
  memberNotFound: MESSAGES.memberUnavailable,
  filterSaved: MESSAGES.filterSaved,
  ageRange: MESSAGES.ageRangeRule,
  genderFilter: MESSAGES.filterGenderRule,
  distance: MESSAGES.distanceRule,
  unfriended: MESSAGES.unfriended,
  feedNotFound: MESSAGES.feedNotFound,
  feedAlreadyLiked: MESSAGES.feedAlreadyLiked,
} as const;
