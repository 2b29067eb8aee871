import { RemoteApp, type PageMap } from '@dating/shared';
import { makeStore } from './app/store';
import { BoostPaymentPage } from './features/boost/BoostPaymentPage';
import { PremiumPaymentPage } from './features/premium/PremiumPaymentPage';
import { SuperLikePaymentPage } from './features/super-likes/SuperLikePaymentPage';
import { createPaymentsI18n } from './i18n/createPaymentsI18n';

const pages: PageMap<'payments'> = {
  premiumPayment: PremiumPaymentPage,
  boostPayment: BoostPaymentPage,
  superlikePayment: SuperLikePaymentPage,
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
