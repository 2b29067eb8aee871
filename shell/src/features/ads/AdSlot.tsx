import { eventBus, localStore, useSubscribeWhenPageIdle } from '@dating/web';
import { type AdminDataResponse, type Profile } from '@dating/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TEST_IDS } from '../../testIds';
import { adminDataApi } from '../admin-data/adminDataApi';
import { selectMemberId } from '../session/sessionSlice';
import { peekStoredSessionAnswer } from '../session/storedSession';
import { useMemberProfile } from '../session/useMemberProfile';
import './AdSlot.css';

/** Spec sections 2 and 9: never to premium members nor to those hiding ads. */
function mayShowAds(profile: Profile | undefined): boolean {
  return profile !== undefined && profile.premium_member !== 'true' && profile.hide_ads !== 'true';
}

/**
 * What the page knows of admin_enable_ads before the app's own call answers: index.html's early
 * answer, else the setting this browser last heard.
 */
function adsSettingHeard(memberId: number | null): string | null {
  const early =
    memberId === null
      ? undefined
      : (peekStoredSessionAnswer('admindatas', memberId) as Partial<AdminDataResponse> | undefined);
  return early?.result?.admin_enable_ads ?? localStore.read('ads_enabled');
}

/**
 * Whether the house ad may show to the member: the admin turned ads on and the member is free
 * and not hiding them.
 */
export function useHouseAdsOn(): boolean {
  const { data: profile } = useMemberProfile();
  const eligible = mayShowAds(profile);
  const dispatch = useAppDispatch();
  // Whether ads are on at all is only asked for a member who could see them, once the page is
  // idle: until then the setting heard below holds the slot's place.
  useSubscribeWhenPageIdle(
    useMemo(
      () => (eligible ? () => dispatch(adminDataApi.endpoints.adminData.initiate()) : null),
      [dispatch, eligible],
    ),
  );
  // The setting only: the call going out does not draw the layout again.
  const { data: adminData } = adminDataApi.endpoints.adminData.useQueryState(
    eligible ? undefined : skipToken,
    { selectFromResult: ({ data }) => ({ data }) },
  );
  const answered = adminData?.admin_enable_ads;
  useEffect(() => {
    if (answered !== undefined) localStore.write('ads_enabled', answered);
  }, [answered]);
  // Read once, in the first render: the slot takes its place at once rather than pushing the page
  // down when the answer comes, and keeps it while the app's call takes the early answer over.
  const memberId = useAppSelector(selectMemberId);
  const [heard] = useState(() => adsSettingHeard(memberId));
  return eligible && (answered ?? heard) === 'true';
}

/**
 * The ad slot of the /app layout (90 px high, 320–728 px wide), where the one-upsell rule places
 * it (upsellRule.ts). There is no ad network behind it: the house ad promotes premium, which also
 * turns ads off.
 */
export function AdSlot() {
  const { t } = useTranslation();
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
