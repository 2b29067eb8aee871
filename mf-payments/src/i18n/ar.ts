import type { PaymentsTexts } from './en';

export const ar: PaymentsTexts = {
  pages: {
    premiumPayment: 'الدفع',
    boostPayment: 'شراء التعزيزات',
    superlikePayment: 'شراء الإعجابات الفائقة',
  },
};
