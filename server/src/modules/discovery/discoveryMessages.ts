import { MESSAGES } from '@dating/contract/rules';

/** The discovery calls' answers and refusals: shared texts, so every language translates them. */
export const DISCOVERY_MESSAGES = {
  notYourself: MESSAGES.ownProfile,
  memberNotFound: MESSAGES.memberUnavailable,
  filterSaved: MESSAGES.filterSaved,
  ageRange: MESSAGES.ageRangeRule,
  genderFilter: MESSAGES.filterGenderRule,
  distance: MESSAGES.distanceRule,
  feedNotFound: MESSAGES.feedNotFound,
  feedAlreadyLiked: MESSAGES.feedAlreadyLiked,
  memberSaved: MESSAGES.memberSaved,
  memberUnsaved: MESSAGES.memberUnsaved,
  savedListFull: MESSAGES.savedListFull,
} as const;
