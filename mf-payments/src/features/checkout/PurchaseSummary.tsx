import { useSession } from '@dating/web';
import { useTranslation } from 'react-i18next';
import { useBoostPlansQuery } from '../boost/boostApi';
import { usePremiumPlansQuery } from '../premium/premiumApi';
import { useSuperlikePacksQuery } from '../super-likes/superLikesApi';
import type { PurchaseKind } from './purchases';
import type { StoredSelection } from './storedSelection';

/** What a payment screen names before Buy: the item, what it holds, its price, and no renewal. */
export function PurchaseSummary({
  kind,
  selection,
}: {
  kind: PurchaseKind;
  selection: StoredSelection;
}) {
  const { t } = useTranslation();
  const lines = useItemLines(kind, selection.itemId);
  return (
    <section className="payments-summary" aria-labelledby="payments-summary-title">
      <h2 id="payments-summary-title" className="payments-summary__title">
        {t('checkout.summaryTitle')}
      </h2>
      {lines.length > 0 ? (
        <ul className="payments-summary__item" data-testid="purchase-summary">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <p className="payments-summary__total">
        {t('checkout.total', { price: selection.price, currency: selection.currency })}
      </p>
      <p className="payments-summary__renewal">{t('checkout.oneTime')}</p>
    </section>
  );
}

/** The chosen item as the plan lists describe it; empty until its list arrives. */
function useItemLines(kind: PurchaseKind, itemId: number): string[] {
  const { t } = useTranslation();
  const premium = usePremiumPlansQuery(useSession().language, { skip: kind !== 'premium' });
  const boosts = useBoostPlansQuery(undefined, { skip: kind !== 'boost' });
  const superlikes = useSuperlikePacksQuery(undefined, { skip: kind !== 'superlike' });

  switch (kind) {
    case 'premium': {
      const plan = premium.data?.result.find((item) => item.id === itemId);
      if (!plan) return [];
      return [
        t('checkout.premiumPlan', { type: plan.type }),
        t('checkout.premiumDays', { count: plan.days }),
        ...(plan.superlikecount > 0
          ? [t('checkout.freeSuperlikes', { count: plan.superlikecount })]
          : []),
        ...(plan.boostcount > 0 ? [t('checkout.freeBoosts', { count: plan.boostcount })] : []),
      ];
    }
    case 'boost': {
      const plan = boosts.data?.result.find((item) => item.id === itemId);
      return plan ? [t('boostPlans.count', { count: plan.boost_count })] : [];
    }
    case 'superlike': {
      const pack = superlikes.data?.result.find((item) => item.id === itemId);
      return pack ? [t('superlikePacks.count', { count: pack.superlike_count })] : [];
    }
  }
}
