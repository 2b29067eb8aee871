import { ComingSoon } from '@dating/shared';
import { useTranslation } from 'react-i18next';

/** Paying for the chosen super-like pack (spec section 2, Payment screens). */
export function SuperLikePaymentPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.superlikePayment')} />;
}
