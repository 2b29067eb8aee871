import type { AppRoute } from '@dating/contract';
import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useHouseAdsOn } from '../ads/AdSlot';
import { selectMember } from '../session/sessionSlice';
import { useMemberProfile } from '../session/useMemberProfile';
import { upsellPlace, type UpsellPlace } from './upsellRule';

/** The one upsell of the /app page showing `route` (upsellRule.ts), from the member's session. */
export function useUpsellPlace(route: AppRoute | undefined): UpsellPlace | null {
  const premium = useAppSelector(selectMember)?.premium ?? null;
  const { data: profile } = useMemberProfile();
  const houseAdsOn = useHouseAdsOn();
  // The time the layout opened: the first day ends for the member at their next visit.
  const [now] = useState(() => Date.now() / 1000);
  return upsellPlace({
    premium,
    memberSince: profile?.member_since,
    now,
    route,
    houseAdsOn,
  });
}
