import { ComingSoon } from '@dating/shared';
import { useTranslation } from 'react-i18next';

/** Paying for the chosen boost pack (spec section 2, Payment screens). */
export function BoostPaymentPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.boostPayment')} />;
}
