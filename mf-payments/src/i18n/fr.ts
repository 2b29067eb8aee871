import type { PaymentsTexts } from './en';

export const fr: PaymentsTexts = {
  pages: {
    premiumPayment: 'Paiement',
    boostPayment: 'Acheter des boosts',
    superlikePayment: 'Acheter des super likes',
  },
};
