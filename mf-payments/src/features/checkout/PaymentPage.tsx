import { useTranslation } from 'react-i18next';
import { CheckoutPanel } from './CheckoutPanel';
import type { PurchaseKind } from './purchases';

const TITLES = {
  premium: 'pages.premiumPayment',
  boost: 'pages.boostPayment',
  superlike: 'pages.superlikePayment',
} as const satisfies Record<PurchaseKind, string>;

/** One payment screen (spec section 2): /app/Payment, /app/Boostpayment, /app/Superlikepayment. */
export function PaymentPage({ kind }: { kind: PurchaseKind }) {
  const { t } = useTranslation();
  return (
    <section className="payments-page">
      <h1>{t(TITLES[kind])}</h1>
      <CheckoutPanel kind={kind} />
    </section>
  );
}
