import { RemoteApp, type PageMap } from '@dating/web';
import { makeStore } from './app/store';
import { PaymentPage } from './features/checkout/PaymentPage';
import { createPaymentsI18n } from './i18n/createPaymentsI18n';

const pages: PageMap<'payments'> = {
  premiumPayment: () => <PaymentPage kind="premium" />,
  boostPayment: () => <PaymentPage kind="boost" />,
  superlikePayment: () => <PaymentPage kind="superlike" />,
};

/** The payments remote, exposed as `./App`; a default export because the shell loads it lazily. */
export default function App() {
  return (
    <RemoteApp
      remote="payments"
      pages={pages}
      makeStore={makeStore}
      createI18n={createPaymentsI18n}
    />
  );
}
