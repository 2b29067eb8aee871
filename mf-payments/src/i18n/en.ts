import { enMessages } from '@dating/contract/messages/en';

/** The payments remote's texts in English, the default: every other language has the same keys. */
export const en = {
  pages: {
    premiumPayment: 'Payment',
    boostPayment: 'Buy boosts',
    superlikePayment: 'Buy super likes',
  },
  checkout: {
    loading: 'Preparing the secure card form',
    buy: 'Buy',
    paying: 'Paying…',
    total: 'Total: {{currency}} {{price}}',
    noSelection: 'Choose a plan first.',
    choosePlan: 'Choose a plan',
    unavailable: 'Payments are unavailable right now. Please try again later.',
    summaryTitle: 'You are buying',
    premiumPlan: 'Premium membership: {{type}}',
    premiumDays_one: '{{count}} day of premium',
    premiumDays_other: '{{count}} days of premium',
    freeSuperlikes_one: 'Includes {{count}} free Super Like',
    freeSuperlikes_other: 'Includes {{count}} free Super Likes',
    freeBoosts_one: 'Includes {{count}} free Boost',
    freeBoosts_other: 'Includes {{count}} free Boosts',
    oneTime: 'One payment: it does not renew.',
    notCharged: 'You were not charged.',
    unconfirmed:
      'We could not confirm your payment. Press Buy again to check: you will not be charged twice.',
    continue: 'Continue',
  },
  purchased: {
    premiumTitle: 'Welcome to Premium',
    premiumIntro: 'Your premium membership is active. Enjoy:',
    premiumBenefits: {
      unlimitedLikes: 'Unlimited likes',
      meetSomeone: 'Meet someone interesting',
      incognito: 'Go incognito',
      hideAge: 'Hide your age',
      noAds: 'No ads',
    },
  },
  sandboxCard: {
    notice:
      'Test mode: no card is charged. Pay with 4111 1111 1111 1111, or see a decline with 4000 1111 1111 1115.',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvv: 'CVV',
    invalidNumber: 'Enter a test card number, e.g. 4111 1111 1111 1111',
    invalidExpiry: 'Enter a future expiry date as MM/YY',
    invalidCvv: 'Enter the 3 or 4 digit CVV',
  },
  planPicker: {
    close: 'Close',
    loading: 'Loading the plans',
    noPlans: 'No Plans Available',
  },
  boostPlans: {
    title: 'Skip the line',
    intro: 'Be the top profile in your area for 30 minutes.',
    count_one: '{{count}} Boost',
    count_other: '{{count}} Boosts',
    continue: 'Boost me',
  },
  superlikePacks: {
    title: 'Out of Super Likes',
    remaining_one: 'You have {{count}} Super Like left.',
    remaining_other: 'You have {{count}} Super Likes left.',
    count_one: '{{count}} Super Like',
    count_other: '{{count}} Super Likes',
    continue: 'Continue',
  },
  premiumPopup: {
    title: 'Join Premium',
    plans: 'Premium plans',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    continue: 'Continue',
    benefits: 'Premium benefits',
    previousBenefit: 'Previous benefit',
    nextBenefit: 'Next benefit',
    benefit: {
      superlikes: {
        title_one: 'Get {{count}} free Super Like',
        title_other: 'Get {{count}} free Super Likes',
        text: 'Stand out with Super Likes',
      },
      boosts: {
        title_one: 'Get {{count}} free Boost',
        title_other: 'Get {{count}} free Boosts',
        text: 'Be the top profile in your area for 30 minutes',
      },
      location: { title: 'Change Location', text: 'Search a city and swipe there' },
      likes: { title: 'Unlimited Likes', text: 'Like as many people as you want' },
      rewind: { title: 'Rewind', text: 'Take back your last Like or Nope' },
      seeLikes: { title: 'See who Likes you', text: 'Match with them at once' },
      control: { title: 'Control your profile', text: 'Hide parts of your profile info' },
      visitors: { title: 'See who visited your profile', text: 'Know who looked at you' },
      ads: { title: 'Turn Off Ads', text: 'Enjoy the app without ads' },
    },
  },
  messages: { ...enMessages },
};

/** Plural forms other languages have beyond English's one and other (CLDR: fr many; ar all). */
type OtherPluralForms = { [key: `${string}_${'zero' | 'two' | 'few' | 'many'}`]: string };

/** English's keys, each language with its own plural forms (`count_few`, ...) beside them. */
type TextsLike<T> = {
  [K in keyof T]: T[K] extends string ? string : TextsLike<T[K]>;
} & OtherPluralForms;

export type PaymentsTexts = TextsLike<typeof en>;
