import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/store';
import { sessionExpired, signedIn, signedOut } from './sessionSlice';
import { clearStoredSession, storeSession } from './storedSession';

/** Spec section 4 (Session): the session kept in the browser follows the store's. */
export function addSessionListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: signedIn,
    effect: ({ payload }) => storeSession({ memberId: payload.memberId, token: payload.token }),
  });
  startListening({
    matcher: isAnyOf(sessionExpired, signedOut),
    effect: () => clearStoredSession(),
  });
}
