import type { PaymentsTexts } from './en';

export const sp: PaymentsTexts = {
  pages: {
    premiumPayment: 'Pago',
    boostPayment: 'Comprar impulsos',
    superlikePayment: 'Comprar súper me gusta',
  },
};
