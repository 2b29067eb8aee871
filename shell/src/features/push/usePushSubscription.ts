import { eventBus, whenPageIdle } from '@dating/web';
import { useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectSession } from '../session/selectSession';
import { useMemberProfile } from '../session/useMemberProfile';

/** What the browser answered about notifications, or null where it has none. */
export function notificationPermission(): NotificationPermission | null {
  return typeof Notification === 'undefined' ? null : Notification.permission;
}

/**
 * New-message notifications on this device. The browser is asked only when the member asks
 * (Settings' "Allow", the 'push:enable' event, from their click): a prompt at page load is
 * refused by most members, and by Firefox outright. Once allowed, each page refreshes the
 * subscription when idle (a new language, a renewed endpoint), loading the push code only then.
 */
export function usePushSubscription(): void {
  const session = useAppSelector(selectSession);
  const { data: profile } = useMemberProfile();
  const active = profile?.userstatus === 1;
  const token = session?.token;
  const memberId = session?.memberId;
  const language = session?.language;

  useEffect(() => {
    if (!token || !active || !language || memberId === undefined) return;
    // Registering again (a new language) is harmless: the server keeps one row per endpoint.
    const member = { memberId, token, language, premium: null, pageUpsell: false };
    const subscribe = () => {
      import(/* webpackChunkName: "push" */ './subscribeToPush')
        .then(({ subscribeToPush }) => subscribeToPush({ session: member }))
        .catch((error: unknown) => console.warn('Notifications could not be set up', error));
    };
    // Reading the permission is a round trip to the browser process: it waits for idle too.
    const cancelRefresh = whenPageIdle(() => {
      if (notificationPermission() === 'granted') subscribe();
    });
    eventBus.on('push:enable', subscribe);
    return () => {
      cancelRefresh();
      eventBus.off('push:enable', subscribe);
    };
  }, [token, active, memberId, language]);
}
