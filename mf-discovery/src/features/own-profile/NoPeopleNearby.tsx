import { EmptyState } from '@dating/ui';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithLaterTexts } from '../../i18n/lazyWithLaterTexts';
import { usePremiumGate } from '../premium/usePremiumGate';
import './NoPeopleNearby.css';

// The modal loads when first opened: an empty list's first paint carries only the message.
const ChangeLocationModal = lazyWithLaterTexts(
  async () => (await import('./ChangeLocationModal')).ChangeLocationModal,
);

/**
 * The empty state of the nearby lists (spec section 2, People near you and Find new people):
 * 'No people in your location' with Change Location, which is premium only.
 */
export function NoPeopleNearby() {
  const { t } = useTranslation();
  const { allow } = usePremiumGate();
  const [changingLocation, setChangingLocation] = useState(false);
  return (
    <div className="no-people-nearby">
      <EmptyState title={t('swipe.empty')} />
      <button
        type="button"
        className="dating-button"
        onClick={() => {
          if (allow('change-location', 'location')) setChangingLocation(true);
        }}
      >
        {t('swipe.changeLocation')}
      </button>
      {changingLocation ? (
        <Suspense fallback={null}>
          <ChangeLocationModal onClose={() => setChangingLocation(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
