import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../app/hooks';
import { useProfileQuery } from './sessionApi';
import { selectMemberId } from './sessionSlice';

/** The signed-in member's own profile (webprofile), loaded once per session and shared. */
export function useMemberProfile() {
  const memberId = useAppSelector(selectMemberId);
  return useProfileQuery(memberId ?? skipToken);
}
