import { createSlice } from '@reduxjs/toolkit';
import { readStoredSession } from './storedSession';

export interface SignedInMember {
  memberId: number;
  token: string;
  /** Known once the profile is loaded (the accounts work); until then the free experience. */
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
    sessionExpired(state) {
      state.member = null;
    },
  },
  selectors: {
    selectMember: (state) => state.member,
  },
});

export const { sessionExpired } = sessionSlice.actions;
export const { selectMember } = sessionSlice.selectors;
