import { createSlice } from '@reduxjs/toolkit';
import { sessionApi } from './sessionApi';
import { readStoredSession } from './storedSession';

export interface SignedInMember {
  memberId: number;
  token: string;
  /** From the member's profile, once loaded; until then the free experience. */
  premium: boolean;
}

export interface SessionState {
  member: SignedInMember | null;
}

function restoreMember(): SignedInMember | null {
  const stored = readStoredSession();
  return stored ? { ...stored, premium: false } : null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ member: restoreMember() }),
  reducers: {
    /** The server no longer accepts the session: a 401, a disabled member, a refused profile. */
    sessionExpired(state) {
      state.member = null;
    },
    signedOut(state) {
      state.member = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(sessionApi.endpoints.login.matchFulfilled, (state, { payload }) => {
        state.member = { memberId: payload.user_id, token: payload.token, premium: false };
      })
      .addMatcher(sessionApi.endpoints.profile.matchFulfilled, (state, { payload }) => {
        if (state.member?.memberId === payload.user_id) {
          state.member.premium = payload.premium_member === 'true';
        }
      });
  },
  selectors: {
    selectMember: (state) => state.member,
    selectMemberId: (state) => state.member?.memberId ?? null,
  },
});

export const { sessionExpired, signedOut } = sessionSlice.actions;
export const { selectMember, selectMemberId } = sessionSlice.selectors;
