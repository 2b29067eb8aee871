import { Loader, Modal, type RemoteWidgetProps } from '@dating/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PURCHASES } from '../checkout/purchases';
import { storeSelection } from '../checkout/storedSelection';
import { usePremiumPlanPriceQuery, usePremiumPlansQuery } from './premiumApi';
import { PremiumBenefitsCarousel } from './PremiumBenefitsCarousel';
import { PremiumPlanTiles } from './PremiumPlanTiles';
import './PremiumPopup.css';

export const PREMIUM_PAYMENT_PATH = '/app/Payment';

/**
 * The one Join Premium popup (spec section 2), raised by `premium:open` from the sidebar,
 * Explore, settings and every premium-only action. The first plan is active; the chosen plan's
 * price is fetched and stored for the payment screen; Continue goes there.
 */
export function PremiumPopup({ onClose }: RemoteWidgetProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const plans = usePremiumPlansQuery();
  const [chosenId, setChosenId] = useState<number>();
  const selectedId = chosenId ?? plans.data?.result[0]?.id;
  const price = usePremiumPlanPriceQuery(selectedId ?? 0, { skip: selectedId === undefined });
  const currency = plans.data?.currency;
  // currentData is the answer for the plan shown as selected, never the previous plan's.
  const selectedPrice = price.currentData?.result;

  useEffect(() => {
    if (!selectedPrice || selectedId === undefined || !currency) return;
    storeSelection(PURCHASES.premium, { itemId: selectedId, price: selectedPrice.price, currency });
  }, [selectedPrice, selectedId, currency]);

  const proceed = () => {
    onClose();
    void navigate(PREMIUM_PAYMENT_PATH);
  };

  const renderPlans = () => {
    if (plans.isLoading) return <Loader label={t('premiumPopup.loading')} />;
    if (!plans.data || plans.data.result.length === 0) {
      return <p role="status">{t('premiumPopup.noPlans')}</p>;
    }
    return (
      <PremiumPlanTiles
        plans={plans.data.result}
        currency={plans.data.currency}
        selectedId={selectedId}
        onSelect={(plan) => setChosenId(plan.id)}
      />
    );
  };

  return (
    <Modal
      open
      title={t('premiumPopup.title')}
      closeLabel={t('premiumPopup.close')}
      onClose={onClose}
      footer={
        <button type="button" className="dating-button" disabled={!selectedPrice} onClick={proceed}>
          {t('premiumPopup.continue')}
        </button>
      }
    >
      <PremiumBenefitsCarousel
        superlikes={selectedPrice?.superlikecount ?? 0}
        boosts={selectedPrice?.boostcount ?? 0}
      />
      {renderPlans()}
    </Modal>
  );
}
