import { eventBus, type EventName } from '@dating/shared';
import { useEffect } from 'react';
import { shellApi } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';

/** What a remote announces after changing the member's own profile: a purchase, a saved edit. */
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
