import { pathTo } from '@dating/contract';
import { type RemoteWidgetProps } from '@dating/web';
import { useTranslation } from 'react-i18next';
import { PURCHASES } from '../checkout/purchases';
import { PackPickerModal } from '../plan-picker/PackPickerModal';
import { useSuperlikePackPriceQuery, useSuperlikePacksQuery } from './superLikesApi';

/** Spec section 4, Super like availability: out of super likes, the packs are offered. */
export function SuperlikePacksModal({ onClose }: RemoteWidgetProps) {
  const { t } = useTranslation();
  const packs = useSuperlikePacksQuery();
  return (
    <PackPickerModal
      onClose={onClose}
      title={t('superlikePacks.title')}
      intro={
        packs.data ? (
          <p data-testid="superlike-count">
            {t('superlikePacks.remaining', { count: packs.data.superlike_count })}
          </p>
        ) : null
      }
      tiles={packs.data?.result.map((pack) => ({
        id: pack.id,
        title: t('superlikePacks.count', { count: pack.superlike_count }),
        price: pack.price,
      }))}
      currency={packs.data?.currency}
      purchase={PURCHASES.superlike}
      usePlanPrice={useSuperlikePackPriceQuery}
      continueLabel={t('superlikePacks.continue')}
      paymentPath={pathTo('superlikePayment')}
    />
  );
}
