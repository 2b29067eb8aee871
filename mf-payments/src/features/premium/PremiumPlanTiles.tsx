import type { PremiumPlan } from '@dating/shared';
import { useTranslation } from 'react-i18next';

/** The selectable plan tiles: days, the plan's type label, and currency plus price. */
export function PremiumPlanTiles({
  plans,
  currency,
  selectedId,
  onSelect,
}: {
  plans: readonly PremiumPlan[];
  currency: string;
  selectedId: number | undefined;
  onSelect: (plan: PremiumPlan) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="premium-plans" role="radiogroup" aria-label={t('premiumPopup.plans')}>
      {plans.map((plan) => (
        <button
          key={plan.id}
          type="button"
          role="radio"
          aria-checked={plan.id === selectedId}
          className="premium-plans__tile"
          data-testid={`premium-plan-${plan.id}`}
          onClick={() => onSelect(plan)}
        >
          <strong className="premium-plans__days">
            {t('premiumPopup.days', { count: plan.days })}
          </strong>
          <span className="premium-plans__type">{plan.type}</span>
          <span className="premium-plans__price">
            {currency} {plan.price}
          </span>
        </button>
      ))}
    </div>
  );
}
