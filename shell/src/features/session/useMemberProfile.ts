import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { sessionApi, useProfileQuery } from './sessionApi';
import { selectMemberId } from './sessionSlice';
import { readLastProfile } from './storedSession';

/**
 * The signed-in member's id and, until the profile answers, the profile last answered on this
 * browser: a return visit renders at once. Read once a member: the readers below select the
 * answer or it, so an answer that is the very profile shown (index.html's early answer, adopted
 * as parsed) changes nothing they selected and draws nothing again.
 */
function useMemberAndLastProfile() {
  const memberId = useAppSelector(selectMemberId);
  const lastProfile = useMemo(
    () => (memberId === null ? undefined : (readLastProfile(memberId) ?? undefined)),
    [memberId],
  );
  return { memberId, lastProfile };
}

/**
 * Loads the signed-in member's own profile (webprofile), once per session, and keeps it while
 * the signed-in layout that calls this shows: the page's one subscription to it. A subscription
 * per reader would each dispatch in the first commit's effects, before the page can answer.
 * Like every reader below, it takes only what the layout reads (the profile, a failure): a call
 * going out or coming back with the same answer does not draw the layout again, each such
 * drawing being a blocking task of the page's start on a slow phone.
 */
export function useLoadMemberProfile() {
  const { memberId, lastProfile } = useMemberAndLastProfile();
  return useProfileQuery(memberId ?? skipToken, {
    selectFromResult: ({ data, isError }) => ({ data: data ?? lastProfile, isError }),
  });
}

/** The member's own profile as the layout loaded it (useLoadMemberProfile), read without asking. */
export function useMemberProfile() {
  const { memberId, lastProfile } = useMemberAndLastProfile();
  return sessionApi.endpoints.profile.useQueryState(memberId ?? skipToken, {
    selectFromResult: ({ data }) => ({ data: data ?? lastProfile }),
  });
}
