import type { SwipeKind } from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';

/** The like calls' answers and refusals: shared texts, so every language translates them. */
export const LIKE_MESSAGES = {
  liked: MESSAGES.userLiked,
  superliked: MESSAGES.userSuperliked,
  matched: MESSAGES.likeEachOther,
  declined: MESSAGES.userDeclined,
  outOfSuperlikes: MESSAGES.noSuperlikesLeft,
  dailyLikes: MESSAGES.dailyLikesUsed,
  alreadySwiped: (kind: SwipeKind) =>
    kind === 'like' ? MESSAGES.alreadyLiked : MESSAGES.alreadySuperliked,
  rewindPremium: MESSAGES.rewindPremium,
  nothingToRewind: MESSAGES.nothingToRewind,
  notYourself: MESSAGES.ownProfile,
  memberNotFound: MESSAGES.memberUnavailable,
  unfriended: MESSAGES.unfriended,
} as const;
