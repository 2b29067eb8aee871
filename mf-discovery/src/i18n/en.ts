/** The discovery remote's texts in English, the default: every other language has the same keys. */
export const en = {
  pages: {
    peopleNear: 'People near you',
    findNewPeople: 'Find new people',
    filter: 'Filter',
    explore: 'Explore',
    feeds: 'Feeds',
    visitors: 'Visitors',
    friends: 'Friends',
    superLikesReceived: 'Super likes received',
    likesReceived: 'Likes received',
    memberProfile: 'Member profile',
  },
};

export type DiscoveryTexts = typeof en;
