import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { sessionApi, useProfileQuery } from './sessionApi';
import { selectMemberId } from './sessionSlice';
import { readLastProfile } from './storedSession';

/** Until the profile answers, the profile last answered on this browser: a return visit renders at once. */
function useWithLastProfile<Query extends { data?: unknown }>(
  memberId: number | null,
  query: Query,
) {
  const lastProfile = useMemo(
    () => (memberId !== null && query.data === undefined ? readLastProfile(memberId) : null),
    [memberId, query.data],
  );
  return lastProfile ? { ...query, data: lastProfile } : query;
}

/**
 * Loads the signed-in member's own profile (webprofile), once per session, and keeps it while
 * the signed-in layout that calls this shows: the page's one subscription to it. A subscription
 * per reader would each dispatch in the first commit's effects, before the page can answer.
 */
export function useLoadMemberProfile() {
  const memberId = useAppSelector(selectMemberId);
  return useWithLastProfile(memberId, useProfileQuery(memberId ?? skipToken));
}

/** The member's own profile as the layout loaded it (useLoadMemberProfile), read without asking. */
export function useMemberProfile() {
  const memberId = useAppSelector(selectMemberId);
  return useWithLastProfile(
    memberId,
    sessionApi.endpoints.profile.useQueryState(memberId ?? skipToken),
  );
}
