import { eventBus } from '@dating/web';
import { type NotificationCounts } from '@dating/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { shellApi } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { usePageIdle } from '../../app/whenPageIdle';
import { useCountsQuery } from '../session/sessionApi';
import { useMemberProfile } from '../session/useMemberProfile';

/**
 * The sidebar's unread badges (webgetcounts), loaded once the profile says the member is active
 * (spec section 4) and the page is idle (a drawer on phones, beside the page's own content when
 * wide), and again whenever a remote says they changed (`counts:changed`).
 */
export function useNotificationCounts(): NotificationCounts | undefined {
  const dispatch = useAppDispatch();
  const { data: profile } = useMemberProfile();
  const idle = usePageIdle();
  // The counts only: their call going out (also each time they are read again) does not draw
  // the sidebar again.
  const { data: counts } = useCountsQuery(
    idle && profile?.userstatus === 1 ? profile.user_id : skipToken,
    { selectFromResult: ({ data }) => ({ data }) },
  );

  useEffect(() => {
    const reload = () => dispatch(shellApi.util.invalidateTags(['Counts']));
    eventBus.on('counts:changed', reload);
    return () => eventBus.off('counts:changed', reload);
  }, [dispatch]);

  return counts;
}
