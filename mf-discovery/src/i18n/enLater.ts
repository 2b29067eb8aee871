import { enMessages } from '@dating/contract/messages/en';

/**
 * The discovery remote's English texts that the swipe home does not show before the member acts:
 * the other pages', the dialogs' and the messages' (server answers). A chunk loaded beside the
 * first of them (`lazyWithLaterTexts`), not with the App every /app visit loads; deep-merged with
 * `en`.
 */
export const enLater = {
  common: {
    save: 'Save',
    loadMore: 'Load More',
    back: 'Back',
    becomePremium: 'Become a Premium Member',
    findUnlimited: 'Find unlimited people',
  },
  /** The other pages' titles: each page loads with these texts (App.tsx, lazyPage). */
  pages: {
    findNewPeople: 'Find new people',
    filter: 'Filter',
    explore: 'Explore',
    feeds: 'Feeds',
    visitors: 'Visitors',
    friends: 'Friends',
    superLikesReceived: 'Super likes received',
    likesReceived: 'Likes',
    saved: 'Saved',
  },
  /** The deck's question after a nope (RemoveMatchesConfirm.tsx). */
  swipe: {
    removeMatches: 'Remove related matches ?',
  },
  /** The boost's dialogs (BoostDialogs.tsx), loaded on the first press of its button. */
  boost: {
    activeTitle: 'Boost is active',
    remaining: 'Boosts left: {{count}}',
    availableTitle: 'Boost your profile',
    available: 'Be the top profile in your area for 30 minutes. Boosts left: {{count}}',
    minutesLeft_one: 'Your profile is at the top for {{count}} more minute.',
    minutesLeft_other: 'Your profile is at the top for {{count}} more minutes.',
    use: 'Use Boost',
  },
  yourTurn: {
    title: 'Your turn',
    intro:
      'Matches waiting for your reply: {{count}}. Reply to some conversations or close them before you like more people.',
    reply: 'Reply',
    replyTo: 'Reply to {{name}}',
    close: 'Close with a kind message',
    closeWith: 'Close the conversation with {{name}} with a kind message',
    closed: 'Your kind message was sent to {{name}} and the match is closed.',
  },
  aimedLikes: {
    likePhoto: 'Like photo {{number}}',
    composerTitle: 'Like this',
    composerPhoto: 'Their photo',
    comment: 'Add a comment (optional)',
    characterCount: '{{used}} of {{limit}} characters',
    send: 'Send like',
    cancel: 'Cancel',
    likedYourPhoto: 'Liked your photo',
    likedYourAnswer: 'Liked your answer',
    yourPhoto: 'Your photo',
  },
  people: {
    blurred: 'A member who likes you (premium only)',
    blurredVisitor: 'A member who visited you (premium only)',
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
  location: {
    title: 'Change location',
    search: 'Search a city',
    suggestions: 'Place suggestions',
  },
  safety: {
    blockConfirm:
      'Block {{name}}? You will no longer see each other anywhere. You can unblock in Settings.',
    recentlyUnmatched: 'Recently unmatched',
  },
  findNewPeople: {
    filter: 'Filter',
    premiumPrompt: 'See everyone who likes you and change your location with Premium.',
  },
  filter: {
    dealbreaker: 'Dealbreaker',
    verifiedOnly: 'Verified members only',
    verifiedOnlyHint: 'Members whose selfie matched their photos',
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
    activeWithin: 'Active within',
    active_any: 'Any time',
    active_day: '1 day',
    active_week: '1 week',
    active_month: '1 month',
  },
  saved: {
    empty: 'No one saved yet',
    emptyHint: 'Save someone from your deck to find them here later.',
    unsave: 'Remove',
    unsaveName: 'Remove {{name}} from Saved',
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
    verifyToMessage: 'Verify to message',
    premiumBadge: 'Premium member',
    livesIn: 'Lives In',
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
  messages: enMessages,
};
