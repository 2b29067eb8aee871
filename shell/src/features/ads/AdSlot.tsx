import { eventBus, type Profile } from '@dating/shared';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import { useAdminDataQuery } from '../admin-data/adminDataApi';
import { useMemberProfile } from '../session/useMemberProfile';
import './AdSlot.css';

/** Spec sections 2 and 9: never to premium members nor to those hiding ads. */
function mayShowAds(profile: Profile | undefined): boolean {
  return profile !== undefined && profile.premium_member !== 'true' && profile.hide_ads !== 'true';
}

/**
 * The ad slot of the /app layout (90 px high, 320–728 px wide). There is no ad network behind
 * it: the house ad promotes premium, which also turns ads off.
 */
export function AdSlot() {
  const { t } = useTranslation();
  const { data: profile } = useMemberProfile();
  const eligible = mayShowAds(profile);
  // Whether ads are on at all is only asked for a member who could see them.
  const { data: adminData } = useAdminDataQuery(eligible ? undefined : skipToken);
  if (!eligible || adminData?.admin_enable_ads !== 'true') return null;

  return (
    <section className="ad-slot" aria-label={t('ads.label')} data-testid={TEST_IDS.adSlot}>
      <p className="ad-slot__text">
        <strong>{t('ads.title')}</strong> <span className="ad-slot__detail">{t('ads.text')}</span>
      </p>
      <button
        type="button"
        className="dating-button ad-slot__action"
        onClick={() => eventBus.emit('premium:open', { source: 'ad-slot' })}
      >
        {t('ads.action')}
      </button>
    </section>
  );
}
