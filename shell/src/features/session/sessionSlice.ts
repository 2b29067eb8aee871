import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readLastProfile, readStoredSession } from './storedSession';

export interface SignedInMember {
  memberId: number;
  token: string;
  /**
   * From the member's profile: as last answered on this browser until it answers again, null
   * when neither is known (see Session.premium).
   */
  premium: boolean | null;
}

export interface SessionState {
  member: SignedInMember | null;
  /**
   * Why the member may not be signed in (a suspension or ban: the server's words), shown on the
   * sign-in page until they dismiss it.
   */
  standingNotice: string | null;
}

function restoreMember(): SignedInMember | null {
  const stored = readStoredSession();
  if (!stored) return null;
  const lastProfile = readLastProfile(stored.memberId);
  return { ...stored, premium: lastProfile ? lastProfile.premium_member === 'true' : null };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ member: restoreMember(), standingNotice: null }),
  reducers: {
    /** A login answered: the member's id and token; premium is known once the profile says. */
    signedIn(state, { payload }: PayloadAction<{ memberId: number; token: string }>) {
      state.member = { ...payload, premium: null };
      state.standingNotice = null;
    },
    /** The member's own profile loaded: whether they are premium. */
    profileLoaded(state, { payload }: PayloadAction<{ memberId: number; premium: boolean }>) {
      if (state.member?.memberId === payload.memberId) state.member.premium = payload.premium;
    },
    /**
     * The server no longer accepts the session: a 401, a disabled member, a refused profile, or
     * a suspension or ban, whose notice says why.
     */
    sessionExpired(state, { payload }: PayloadAction<{ notice: string } | undefined>) {
      state.member = null;
      if (payload) state.standingNotice = payload.notice;
    },
    /** Sign-in refused for a suspension or ban (a 403 saying why and until when). */
    standingRefused(state, { payload }: PayloadAction<string>) {
      state.standingNotice = payload;
    },
    standingNoticeDismissed(state) {
      state.standingNotice = null;
    },
    signedOut(state) {
      state.member = null;
    },
  },
  selectors: {
    selectMember: (state) => state.member,
    selectMemberId: (state) => state.member?.memberId ?? null,
    selectStandingNotice: (state) => state.standingNotice,
  },
});

export const {
  signedIn,
  profileLoaded,
  sessionExpired,
  standingRefused,
  standingNoticeDismissed,
  signedOut,
} = sessionSlice.actions;
export const { selectMember, selectMemberId, selectStandingNotice } = sessionSlice.selectors;
