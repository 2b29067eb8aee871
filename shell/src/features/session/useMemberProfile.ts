import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useProfileQuery } from './sessionApi';
import { selectMemberId } from './sessionSlice';
import { readLastProfile } from './storedSession';

/**
 * The signed-in member's own profile (webprofile), loaded once per session and shared; until it
 * answers, the profile last answered on this browser, so a return visit renders at once.
 */
export function useMemberProfile() {
  const memberId = useAppSelector(selectMemberId);
  const query = useProfileQuery(memberId ?? skipToken);
  const lastProfile = useMemo(
    () => (memberId !== null && query.data === undefined ? readLastProfile(memberId) : null),
    [memberId, query.data],
  );
  return lastProfile ? { ...query, data: lastProfile } : query;
}
