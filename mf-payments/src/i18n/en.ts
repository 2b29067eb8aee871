/** The payments remote's texts in English, the default: every other language has the same keys. */
export const en = {
  pages: {
    premiumPayment: 'Payment',
    boostPayment: 'Buy boosts',
    superlikePayment: 'Buy super likes',
  },
};

export type PaymentsTexts = typeof en;
