import { enMessages } from '@dating/shared';

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
    likesReceived: 'Likes',
  },
  common: {
    loading: 'Loading',
    close: 'Close',
    save: 'Save',
    cancel: 'Cancel',
    yes: 'Yes',
    no: 'No',
    loadMore: 'Load More',
    back: 'Back',
    becomePremium: 'Become a Premium Member',
    findUnlimited: 'Find unlimited people',
  },
  photos: {
    show: 'Photo {{number}} of {{count}}',
  },
  people: {
    list: 'People',
    online: 'Online',
    distance: '{{km}} km away',
    blurred: 'A member who likes you (premium only)',
    blurredVisitor: 'A member who visited you (premium only)',
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
  match: {
    title: "It's a Match!",
    text: 'You and {{name}} have liked each other.',
    sendMessage: 'Send message',
    keepSwiping: 'Keep swiping',
    yourPhoto: 'Your photo',
    theirPhoto: "{{name}}'s photo",
    chatFailed: 'The chat could not be opened. Try again.',
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
  location: {
    title: 'Change location',
    search: 'Search a city',
    suggestions: 'Place suggestions',
  },
  findNewPeople: {
    filter: 'Filter',
    premiumPrompt: 'See everyone who likes you and change your location with Premium.',
  },
  filter: {
    gender: 'Show me',
    men: 'Men',
    women: 'Women',
    everyone: 'Everyone',
    purposes: 'I am here for',
    location: 'Location',
    changeLocation: 'Change Location',
    age: 'Age',
    ageMin: 'Minimum age',
    ageMax: 'Maximum age',
    ageValue: '{{age}} years',
    ageRange: '{{min}} - {{max}}',
    distance: 'Distance',
    distanceValue: '{{km}} Km',
  },
  visitors: {
    empty: 'No Visitors',
    emptyHint: 'Update the Filters!',
  },
  likes: {
    loadMore: 'Load More !',
    empty: 'No Likes',
    emptyHint: 'Update your profile',
  },
  superLikes: {
    empty: 'No Super likes',
    emptyHint: 'Update your profile',
  },
  friends: {
    show: 'Show',
    all: 'All matches',
    online: 'Online',
    search: 'Search matches',
    empty: 'No Matches',
    emptyHint: 'Start making friends now!',
  },
  feeds: {
    empty: 'No Feeds',
    like: 'Like',
    liked: 'Liked',
    chat: 'Chat with {{name}}',
    photoAlt: "{{name}}'s new photo",
    changed: {
      image: '{{name}} changed their photo',
      location: '{{name}} moved to {{content}}',
      job: '{{name}} is now working as {{content}}',
      bio: '{{name}} updated their bio: {{content}}',
      company: '{{name}} now works at {{content}}',
      school: '{{name}} studied at {{content}}',
    },
  },
  profile: {
    premiumBadge: 'Premium member',
    livesIn: 'Lives In',
    job: 'Job',
    company: 'Company',
    school: 'School',
    bio: 'About',
    interests: 'Interests',
    moreActions: 'More actions',
    report: 'Report User',
    unreport: 'UnReport User',
    reportConfirm: 'Are you sure?',
    like: 'Like',
    superLike: 'Super like',
    dislike: 'Dislike',
    decline: 'Decline',
    unfriend: 'Unfriend',
    confirmLike: 'Do you want to like this user?',
    confirmSuperLike: 'Do you want to super like this user?',
    confirmDecline: 'Do you want to decline?',
    confirmUnfriend: 'Are you sure?',
  },
  explore: {
    sampleAlt: 'Sample member {{name}}',
  },
  safety: {
    block: 'Block',
    blockName: 'Block {{name}}',
    blockConfirm:
      'Block {{name}}? You will no longer see each other anywhere. You can unblock in Settings.',
    recentlyUnmatched: 'Recently unmatched',
  },
  messages: { ...enMessages },
};

/** Plural forms other languages have beyond English's one and other (CLDR: fr many; ar all). */
type OtherPluralForms = { [key: `${string}_${'zero' | 'two' | 'few' | 'many'}`]: string };

/** English's keys, each language with its own plural forms (`count_few`, ...) beside them. */
type TextsLike<T> = {
  [K in keyof T]: T[K] extends string ? string : TextsLike<T[K]>;
} & OtherPluralForms;

export type DiscoveryTexts = TextsLike<typeof en>;
