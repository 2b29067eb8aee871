import { Page } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { CheckoutPanel } from './CheckoutPanel';
import type { PurchaseKind } from './purchases';

const TITLES = {
  premium: 'pages.premiumPayment',
  boost: 'pages.boostPayment',
  superlike: 'pages.superlikePayment',
} as const satisfies Record<PurchaseKind, string>;

/**
 * One payment screen (spec section 2): /app/Payment, /app/Boostpayment, /app/Superlikepayment.
 * The title and the checkout share one narrow, centred column (`payments-page`).
 */
export function PaymentPage({ kind }: { kind: PurchaseKind }) {
  const { t } = useTranslation();
  return (
    <Page title={t(TITLES[kind])} className="payments-page">
      <CheckoutPanel kind={kind} />
    </Page>
  );
}
