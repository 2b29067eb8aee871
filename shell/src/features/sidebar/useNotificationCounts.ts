import { eventBus, useSubscribeWhenPageIdle } from '@dating/web';
import { type NotificationCounts } from '@dating/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo } from 'react';
import { shellApi } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { sessionApi } from '../session/sessionApi';
import { useMemberProfile } from '../session/useMemberProfile';

/**
 * The sidebar's unread badges (webgetcounts), loaded once the profile says the member is active
 * (spec section 4) and the page is idle (a drawer on phones, beside the page's own content when
 * wide), and again whenever a remote says they changed (`counts:changed`).
 */
export function useNotificationCounts(): NotificationCounts {
  const dispatch = useAppDispatch();
  const { data: profile } = useMemberProfile();
  const memberId = profile?.userstatus === 1 ? profile.user_id : null;
  useSubscribeWhenPageIdle(
    useMemo(
      () =>
        memberId === null ? null : () => dispatch(sessionApi.endpoints.counts.initiate(memberId)),
      [dispatch, memberId],
    ),
  );
  // The counts only, each a number (none until they answer): their call going out, or an
  // answer of the badges already shown (nothing unread, at a first load), does not draw the
  // sidebar again.
  const { message, visitors, superlike_request, like_request } =
    sessionApi.endpoints.counts.useQueryState(memberId ?? skipToken, {
      selectFromResult: ({ data }) => ({
        message: data?.message ?? 0,
        visitors: data?.visitors ?? 0,
        superlike_request: data?.superlike_request ?? 0,
        like_request: data?.like_request ?? 0,
      }),
    });

  useEffect(() => {
    const reload = () => dispatch(shellApi.util.invalidateTags(['Counts']));
    eventBus.on('counts:changed', reload);
    return () => eventBus.off('counts:changed', reload);
  }, [dispatch]);

  return { message, visitors, superlike_request, like_request };
}
