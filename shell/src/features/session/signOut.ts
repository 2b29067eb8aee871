import type { AppThunk } from '../../app/store';
import { sessionApi } from './sessionApi';
import { selectMemberId, signedOut } from './sessionSlice';

/**
 * Logout (spec section 4): offline, then the token revoked, then the stored session cleared.
 * The member is signed out here even when the server cannot be reached: staying signed in
 * after asking to leave would be worse than a token that lingers until it expires.
 */
export function signOut(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const memberId = selectMemberId(getState());
    if (memberId !== null) {
      await dispatch(sessionApi.endpoints.onlineStatus.initiate({ memberId, online: false }));
      await dispatch(sessionApi.endpoints.logout.initiate(memberId));
    }
    dispatch(signedOut());
  };
}
