import { ComingSoon } from '@dating/shared';
import { useTranslation } from 'react-i18next';

/** Paying for the chosen premium plan (spec section 2, Payment screens). */
export function PremiumPaymentPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.premiumPayment')} />;
}
