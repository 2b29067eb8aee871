import { Loader } from '@dating/ui';
import { Modal } from '@dating/ui/Modal';
import { pathTo } from '@dating/contract';
import { useSession, type RemoteWidgetProps } from '@dating/web';
import { useTranslation } from 'react-i18next';
import { PURCHASES } from '../checkout/purchases';
import { useOpenPayment } from '../checkout/useOpenPayment';
import { PlanTiles } from '../plan-picker/PlanTiles';
import { usePlanSelection } from '../plan-picker/usePlanSelection';
import { usePremiumPlanPriceQuery, usePremiumPlansQuery } from './premiumApi';
import { PremiumBenefitsCarousel } from './PremiumBenefitsCarousel';
import './PremiumPopup.css';

/**
 * The one Join Premium popup (spec section 2), raised by `premium:open` from the sidebar,
 * Explore, settings and every premium-only action, which names the benefit to start at. The
 * first plan is active; the chosen plan's price is fetched and stored for the payment screen;
 * Continue goes there.
 */
export function PremiumPopup({ onClose, request }: RemoteWidgetProps<'premiumPopup'>) {
  const { t } = useTranslation();
  const openPayment = useOpenPayment();
  const plans = usePremiumPlansQuery(useSession().language);
  const { selectedId, select, selected } = usePlanSelection({
    purchase: PURCHASES.premium,
    planIds: plans.data?.result.map((plan) => plan.id) ?? [],
    currency: plans.data?.currency,
    usePlanPrice: usePremiumPlanPriceQuery,
  });

  const proceed = () => {
    onClose();
    openPayment(pathTo('premiumPayment'));
  };

  const renderPlans = () => {
    if (plans.isLoading) return <Loader label={t('planPicker.loading')} />;
    if (!plans.data || plans.data.result.length === 0) {
      return <p role="status">{t('planPicker.noPlans')}</p>;
    }
    return (
      <PlanTiles
        label={t('premiumPopup.plans')}
        tiles={plans.data.result.map((plan) => ({
          id: plan.id,
          title: t('premiumPopup.days', { count: plan.days }),
          detail: plan.type,
          price: plan.price,
        }))}
        currency={plans.data.currency}
        selectedId={selectedId}
        onSelect={select}
      />
    );
  };

  return (
    <Modal
      open
      title={t('premiumPopup.title')}
      closeLabel={t('planPicker.close')}
      onClose={onClose}
      footer={
        <button type="button" className="dating-button" disabled={!selected} onClick={proceed}>
          {t('premiumPopup.continue')}
        </button>
      }
    >
      <PremiumBenefitsCarousel
        startAt={request?.benefit}
        superlikes={selected?.superlikecount ?? 0}
        boosts={selected?.boostcount ?? 0}
      />
      {renderPlans()}
    </Modal>
  );
}
