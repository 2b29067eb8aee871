/** The three things a member can pay for, and how each travels (spec sections 3, 4 and 7). */
export const PURCHASES = {
  premium: {
    call: 'webpaypremium',
    selectionKey: 'selected_premium',
    priceKey: 'premium_price',
  },
  boost: {
    call: 'webpayboost',
    selectionKey: 'selected_boostpremium',
    priceKey: 'boostpremium_price',
  },
  superlike: {
    call: 'webpaysuperlike',
    selectionKey: 'selected_superlikepremium',
    priceKey: 'superlikepremium_price',
  },
} as const;

export type PurchaseKind = keyof typeof PURCHASES;
export type Purchase = (typeof PURCHASES)[PurchaseKind];
