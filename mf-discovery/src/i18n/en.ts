import type { enLater } from './enLater';

/**
 * The discovery remote's texts in English, the default, that ship with its App: what the swipe
 * home shows before the member acts. The rest (other pages, dialogs, messages) is `enLater`;
 * every other language has both in one.
 */
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
    likesReceived: 'Likes',
  },
  common: {
    loading: 'Loading',
    close: 'Close',
    cancel: 'Cancel',
    yes: 'Yes',
    no: 'No',
  },
  photos: {
    show: 'Photo {{number}} of {{count}}',
  },
  aimedLikes: {
    prompts: 'Prompts',
    likeAnswer: 'Like the answer to "{{prompt}}"',
  },
  people: {
    newHere: 'New here',
    list: 'People',
    online: 'Online',
    distance: '{{km}} km away',
  },
  swipe: {
    deckLabel: 'People near you',
    keysHint: 'Right arrow likes, left arrow says nope, up arrow super likes.',
    like: 'Like',
    superLike: 'Super like',
    nope: 'Nope',
    rewind: 'Rewind',
    liked: 'Liked',
    superLiked: 'Super liked',
    empty: 'No people in your location',
    changeLocation: 'Change Location',
    removeMatches: 'Remove related matches ?',
    openProfile: "Open {{name}}'s profile",
  },
  boost: {
    button: 'Boost',
    activeTitle: 'Boost is active',
    remaining: 'Boosts left: {{count}}',
    availableTitle: 'Boost your profile',
    available: 'Be the top profile in your area for 30 minutes. Boosts left: {{count}}',
    activeButton_one: 'Boost: {{count}} minute left',
    activeButton_other: 'Boost: {{count}} minutes left',
    minutesShort_one: '{{count}} min',
    minutesShort_other: '{{count}} min',
    minutesLeft_one: 'Your profile is at the top for {{count}} more minute.',
    minutesLeft_other: 'Your profile is at the top for {{count}} more minutes.',
    use: 'Use Boost',
  },
  safety: {
    block: 'Block',
    blockName: 'Block {{name}}',
  },
};

/** Plural forms other languages have beyond English's one and other (CLDR: fr many; ar all). */
type OtherPluralForms = { [key: `${string}_${'zero' | 'two' | 'few' | 'many'}`]: string };

/** English's keys, each language with its own plural forms (`count_few`, ...) beside them. */
type TextsLike<T> = {
  [K in keyof T]: T[K] extends string ? string : TextsLike<T[K]>;
} & OtherPluralForms;

/** Every English text of the namespace: what `t` checks keys against. */
export type EnglishTexts = typeof en & typeof enLater;

export type DiscoveryTexts = TextsLike<EnglishTexts>;
