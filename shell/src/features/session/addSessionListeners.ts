import { isAnyOf } from '@reduxjs/toolkit';
import { shellApi } from '../../app/api';
import type { AppStartListening } from '../../app/store';
import { sessionApi } from './sessionApi';
import { sessionExpired, signedOut } from './sessionSlice';
import { clearStoredSession, storeMemberName, storeSession } from './storedSession';

/** Spec section 4 (Session): what signing in, loading the profile and leaving do around the store. */
export function addSessionListeners(startListening: AppStartListening): void {
  startListening({
    matcher: sessionApi.endpoints.login.matchFulfilled,
    effect: ({ payload }) => storeSession({ memberId: payload.user_id, token: payload.token }),
  });

  startListening({
    matcher: isAnyOf(sessionExpired, signedOut),
    effect: (_action, api) => {
      clearStoredSession();
      // Nothing of the previous member (profile, counts) may show to the next one.
      api.dispatch(shellApi.util.resetApiState());
    },
  });

  startListening({
    matcher: sessionApi.endpoints.profile.matchFulfilled,
    effect: ({ payload: profile }, api) => {
      if (profile.userstatus === 0) {
        api.dispatch(sessionExpired());
        return;
      }
      storeMemberName(profile.user_name);
      void api.dispatch(
        sessionApi.endpoints.onlineStatus.initiate({ memberId: profile.user_id, online: true }),
      );
    },
  });

  startListening({
    matcher: sessionApi.endpoints.profile.matchRejected,
    effect: ({ payload: error }, api) => {
      // A refusal (status 'false' with a 4xx) ends the session; a server or network failure
      // leaves it, and the layout shows the not-found page (spec section 8).
      if (error && error.status >= 400 && error.status < 500) api.dispatch(sessionExpired());
    },
  });
}
