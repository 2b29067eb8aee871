import type { enLater } from './enLater';

/**
 * The discovery remote's texts in English, the default, that ship with its App: what the swipe
 * home shows before the member acts. The rest (other pages, dialogs, messages) is `enLater`;
 * every other language has both in one.
 */
export const en = {
  pages: {
    peopleNear: 'People near you',
  },
  common: {
    loading: 'Loading',
    close: 'Close',
    cancel: 'Cancel',
    yes: 'Yes',
    no: 'No',
    loadFailed: 'This page could not be loaded.',
    retry: 'Retry',
  },
  photos: {
    show: 'Photo {{number}} of {{count}}',
  },
  aimedLikes: {
    prompts: 'Prompts',
    likeAnswer: 'Like the answer to "{{prompt}}"',
  },
  people: {
    compatible: '{{percent}}% compatible',
    newHere: 'New here',
    list: 'People',
    online: 'Online',
  },
  why: {
    near: 'Near you',
    bothWant: 'Both here for: {{purpose}}',
    activeToday: 'Active today',
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
    openProfile: "Open {{name}}'s profile",
    save: 'Save for later',
    saveName: 'Save {{name}} for later',
    widened: 'Showing people up to {{km}} km away',
  },
  boost: {
    button: 'Boost',
    activeButton_one: 'Boost: {{count}} minute left',
    activeButton_other: 'Boost: {{count}} minutes left',
    minutesShort_one: '{{count}} min',
    minutesShort_other: '{{count}} min',
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
