import { pathTo } from '@dating/contract';
import { type RemoteWidgetProps } from '@dating/web';
import { useTranslation } from 'react-i18next';
import { PURCHASES } from '../checkout/purchases';
import { PackPickerModal } from '../plan-picker/PackPickerModal';
import { useBoostPlanPriceQuery, useBoostPlansQuery } from './boostApi';

/** Spec section 4, Boost: with no boost left, 'Skip the line' offers the plans; 'Boost me' pays. */
export function BoostPlansModal({ onClose }: RemoteWidgetProps) {
  const { t } = useTranslation();
  const plans = useBoostPlansQuery();
  return (
    <PackPickerModal
      onClose={onClose}
      title={t('boostPlans.title')}
      intro={<p>{t('boostPlans.intro')}</p>}
      tiles={plans.data?.result.map((plan) => ({
        id: plan.id,
        title: t('boostPlans.count', { count: plan.boost_count }),
        price: plan.price,
      }))}
      currency={plans.data?.currency}
      purchase={PURCHASES.boost}
      usePlanPrice={useBoostPlanPriceQuery}
      continueLabel={t('boostPlans.continue')}
      paymentPath={pathTo('boostPayment')}
    />
  );
}
