import { eventBus, type EventName } from '@dating/web';
import { useEffect } from 'react';
import { shellApi } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';

/**
 * What says the member's own profile may have changed: a remote's purchase or saved edit, and
 * the server closing the page's socket (an ended session then meets a 401).
 */
const PROFILE_EVENTS = ['membership:changed', 'profile:changed'] as const satisfies EventName[];

/** Reloads the member's profile (webprofile) whenever a remote says it changed. */
export function useMemberProfileReloads(): void {
  const dispatch = useAppDispatch();

  useEffect(() => {
    const reload = () => dispatch(shellApi.util.invalidateTags(['Profile']));
    for (const event of PROFILE_EVENTS) eventBus.on(event, reload);
    return () => {
      for (const event of PROFILE_EVENTS) eventBus.off(event, reload);
    };
  }, [dispatch]);
}
