import type { SwipeKind } from '@dating/shared/api';

/** The discovery calls' own answers and refusals, beyond the spec's catalogue. */
export const DISCOVERY_MESSAGES = {
  liked: 'User liked successfully',
  superliked: 'User super liked successfully',
  matched: 'You and this user like each other',
  outOfSuperlikes: 'You have no Super Likes left',
  dailyLikes: (limit: number) =>
    `You have used your ${limit} free likes for today. Become a Premium Member for unlimited likes.`,
  alreadySwiped: (kind: SwipeKind) =>
    kind === 'like' ? 'You have already liked this user' : 'You have already super liked this user',
  rewindPremium: 'Rewind is for premium members',
  nothingToRewind: 'There is no swipe to rewind',
  notYourself: 'That is your own profile',
  memberNotFound: 'User not found',
  filterSaved: 'Filter updated successfully',
  ageRange: (maxAge: number) => `Age must be a range from 18 to ${maxAge}, such as 18-40`,
  genderFilter: 'Gender must be men, women or everyone',
  distance: (maxDistance: number) =>
    `Distance must be a whole number of km from 0 to ${maxDistance}`,
  reported: 'User reported successfully',
  unreported: 'User unreported successfully',
  unfriended: 'Unfriended successfully',
  feedNotFound: 'Feed not found',
  feedAlreadyLiked: 'You have already liked this feed',
} as const;
