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
  },
  sandboxCard: {
    notice: 'Test mode: no card is charged. Use a test card from the payments README.',
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
    count: '{{count}} Boosts',
    continue: 'Boost me',
  },
  superlikePacks: {
    title: 'Out of Super Likes',
    remaining: 'You have {{count}} Super Likes left.',
    count: '{{count}} Super Likes',
    continue: 'Continue',
  },
  premiumPopup: {
    title: 'Join Premium',
    plans: 'Premium plans',
    days: '{{count}} days',
    continue: 'Continue',
    benefits: 'Premium benefits',
    previousBenefit: 'Previous benefit',
    nextBenefit: 'Next benefit',
    benefit: {
      superlikes: {
        title: 'Get {{count}} free Super Likes',
        text: 'Stand out with Super Likes',
      },
      boosts: {
        title: 'Get {{count}} free Boosts',
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
};

export type PaymentsTexts = typeof en;
