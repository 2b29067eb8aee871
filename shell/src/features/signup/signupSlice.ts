import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedIn } from '../session/sessionSlice';

export type Gender = 'male' | 'female' | 'other';

/** The sign-up form (spec section 2); kept until the member is signed in, for the final login. */
export interface SignupDetails {
  name: string;
  email: string;
  password: string;
  /** YYYY-MM-DD. */
  dob: string;
  gender: Gender;
}

/** Social login data of spec section 3, for a new member coming from the provider. */
export interface SocialProfile {
  email: string;
  userID: string;
  name: string;
  /** The provider's picture URL: sent as fbpic, and the photo step is skipped. */
  picture: string;
}

export interface UploadedPhoto {
  name: string;
  url: string;
}

/** The modal's tabs; the spec numbers them 5 (verification), then 1 to 4. */
export type SignupStep = 'verification' | 'purpose' | 'photo' | 'interests' | 'location';

export interface SignupState {
  social: SocialProfile | null;
  /** The details the server accepted (webcheckemail): the flow runs while they are set. */
  details: SignupDetails | null;
  codeRequired: boolean;
  codeVerified: boolean;
  purposeId: number | null;
  photo: UploadedPhoto | null;
  interests: string[] | null;
}

const initialState: SignupState = {
  social: null,
  details: null,
  codeRequired: false,
  codeVerified: false,
  purposeId: null,
  photo: null,
  interests: null,
};

export const signupSlice = createSlice({
  name: 'signup',
  initialState,
  reducers: {
    socialProfileReceived(state, action: PayloadAction<SocialProfile>) {
      state.social = action.payload;
    },
    detailsAccepted(
      state,
      action: PayloadAction<{ details: SignupDetails; emailVerified: 'enabled' | 'disabled' }>,
    ) {
      return {
        ...initialState,
        social: state.social,
        details: action.payload.details,
        codeRequired: action.payload.emailVerified !== 'disabled',
      };
    },
    codeVerified(state) {
      state.codeVerified = true;
    },
    purposeChosen(state, action: PayloadAction<number>) {
      state.purposeId = action.payload;
    },
    photoUploaded(state, action: PayloadAction<UploadedPhoto>) {
      state.photo = action.payload;
    },
    interestsChosen(state, action: PayloadAction<string[]>) {
      state.interests = action.payload;
    },
    flowClosed(state) {
      return { ...initialState, social: state.social };
    },
  },
  extraReducers: (builder) => {
    // Signed in: nothing of the sign-up (the password above all) stays in memory.
    builder.addCase(signedIn, () => initialState);
  },
  selectors: {
    selectSignup: (state) => state,
    selectSocialProfile: (state) => state.social,
    /** Where the flow stands: its order (5, 1, 2, 3, 4) and skips follow from what is done. */
    selectSignupStep: (state): SignupStep | null => {
      if (!state.details) return null;
      if (state.codeRequired && !state.codeVerified) return 'verification';
      if (state.purposeId === null) return 'purpose';
      if (!state.photo && !state.social?.picture) return 'photo';
      if (!state.interests) return 'interests';
      return 'location';
    },
  },
});

export const {
  socialProfileReceived,
  detailsAccepted,
  codeVerified,
  purposeChosen,
  photoUploaded,
  interestsChosen,
  flowClosed,
} = signupSlice.actions;
export const { selectSignup, selectSocialProfile, selectSignupStep } = signupSlice.selectors;
