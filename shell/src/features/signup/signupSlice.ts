import type { MemberGender } from '@dating/contract';
import type { PlacePick } from '@dating/ui';
import {
  createListenerMiddleware,
  createSelector,
  createSlice,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { lateMiddleware, rootReducer, type AppDispatch, type RootState } from '../../app/store';
import { signedIn } from '../session/sessionSlice';
import { sameEmail } from './detailsRules';
import { stepToFix } from './signupRefusals';
import { storePurpose, storeUploadedImage } from './storedSignup';

/** The sign-up form (spec section 2); kept until the member is signed in, for the final login. */
export interface SignupDetails {
  name: string;
  email: string;
  password: string;
  /** YYYY-MM-DD. */
  dob: string;
  gender: MemberGender;
}

/** Social login data of spec section 3, for a new member coming from the provider. */
export interface SocialProfile {
  email: string;
  userID: string;
  name: string;
  /** The provider's picture URL: sent as fbpic, and the photo step is skipped. */
  picture: string;
  /** The provider's access token: the server checks it vouches for the e-mail (no password). */
  accessToken: string;
}

/**
 * Whether the details are those of the provider's own e-mail: the sign-up then asks no password
 * nor code, the server checking with the provider that it vouched for the address.
 */
export function isVouchedEmail(social: SocialProfile | null, email: string): boolean {
  return social !== null && social.email !== '' && sameEmail(social.email, email);
}

export interface UploadedPhoto {
  name: string;
  url: string;
}

/** The modal's tabs; the spec numbers them 5 (verification), then 1 to 4. */
export type FlowStep = 'verification' | 'purpose' | 'photo' | 'interests' | 'location';
/** Every step a member goes through: the form on the page, then the modal's tabs. */
export type SignupStep = 'details' | FlowStep;

export interface SignupState {
  social: SocialProfile | null;
  /** The details the server accepted (webcheckemail): the modal runs while they are set. */
  details: SignupDetails | null;
  /** Until the server answers, the code is expected: verification is on unless an admin says no. */
  codeRequired: boolean;
  codeVerified: boolean;
  /** The step on screen; Back and the server's refusals move it, so it is kept, not derived. */
  step: SignupStep;
  purposeId: number | null;
  photo: UploadedPhoto | null;
  /** The ticked interests; null until the member changes the admin's preselection. */
  interests: string[] | null;
  place: PlacePick;
  /** Why the finished sign-up was refused, shown on the step that can fix it until it is left. */
  refusal: { step: SignupStep; message: string } | null;
}

const initialState: SignupState = {
  social: null,
  details: null,
  codeRequired: true,
  codeVerified: false,
  step: 'details',
  purposeId: null,
  photo: null,
  interests: null,
  place: { text: '', place: null },
  refusal: null,
};

/** The order of spec section 4: details, 5 (unless verification is off), 1, 2 (unless a social picture), 3, 4. */
function stepOrder(codeRequired: boolean, hasSocialPicture: boolean): SignupStep[] {
  return [
    'details',
    ...(codeRequired ? (['verification'] as const) : []),
    'purpose',
    ...(hasSocialPicture ? [] : (['photo'] as const)),
    'interests',
    'location',
  ];
}

function stepsOf(state: SignupState): SignupStep[] {
  return stepOrder(state.codeRequired, Boolean(state.social?.picture));
}

function isDone(state: SignupState, step: SignupStep): boolean {
  switch (step) {
    case 'details':
      return state.details !== null;
    case 'verification':
      return !state.codeRequired || state.codeVerified;
    case 'purpose':
      return state.purposeId !== null;
    case 'photo':
      return state.photo !== null;
    case 'interests':
      return (state.interests?.length ?? 0) > 0;
    case 'location':
      // The last step is done only by joining.
      return false;
  }
}

function goTo(state: SignupState, step: SignupStep): void {
  state.step = step;
  if (state.refusal?.step !== step) state.refusal = null;
}

function goToNext(state: SignupState, from: SignupStep): void {
  const steps = stepsOf(state);
  goTo(state, steps[steps.indexOf(from) + 1] ?? 'location');
}

/** After the details or the code, the member resumes at the first step not done yet. */
function resumeAfter(state: SignupState, from: SignupStep): void {
  const steps = stepsOf(state);
  const rest = steps.slice(steps.indexOf(from) + 1);
  goTo(state, rest.find((step) => !isDone(state, step)) ?? 'location');
}

const slice = createSlice({
  name: 'signup',
  initialState,
  reducers: {
    socialProfileReceived(state, action: PayloadAction<SocialProfile>) {
      state.social = action.payload;
    },
    /** The server took a new e-mail (and mailed a code for it); the other steps are kept. */
    detailsAccepted(
      state,
      action: PayloadAction<{ details: SignupDetails; emailVerified: 'enabled' | 'disabled' }>,
    ) {
      state.details = action.payload.details;
      state.codeRequired = action.payload.emailVerified !== 'disabled';
      state.codeVerified = false;
      resumeAfter(state, 'details');
    },
    /** The details changed but not the e-mail: no new check, no new code. */
    detailsConfirmed(state, action: PayloadAction<SignupDetails>) {
      state.details = action.payload;
      resumeAfter(state, 'details');
    },
    codeVerified(state) {
      state.codeVerified = true;
      resumeAfter(state, 'verification');
    },
    purposeChosen(state, action: PayloadAction<number>) {
      state.purposeId = action.payload;
    },
    photoUploaded(state, action: PayloadAction<UploadedPhoto>) {
      state.photo = action.payload;
      goToNext(state, 'photo');
    },
    interestsChanged(state, action: PayloadAction<string[]>) {
      state.interests = action.payload;
    },
    placeChanged(state, action: PayloadAction<PlacePick>) {
      state.place = action.payload;
    },
    /** Next (or Save) on a step whose choice is made. */
    stepFinished(state, action: PayloadAction<FlowStep>) {
      goToNext(state, action.payload);
    },
    wentBack(state) {
      const steps = stepsOf(state);
      goTo(state, steps[steps.indexOf(state.step) - 1] ?? 'details');
    },
    /**
     * The server refused the details or the finished sign-up: the member goes to the step that
     * can fix it; what that step held is forgotten only when the server no longer has it.
     */
    signupRefused(state, action: PayloadAction<string>) {
      const step = stepToFix(action.payload);
      if (!step) return;
      if (step === 'verification') state.codeVerified = false;
      if (step === 'purpose') state.purposeId = null;
      if (step === 'photo') state.photo = null;
      state.step = step;
      state.refusal = { step, message: action.payload };
    },
    refusalDismissed(state) {
      state.refusal = null;
    },
    /** The modal closed: what its steps gathered is dropped, the form keeps its details. */
    flowDiscarded(state) {
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
    selectSignupStep: (state) => state.step,
    selectSignupRefusal: (state) => state.refusal,
    /** Whether closing the modal would lose anything the member did in it. */
    selectFlowHasInput: (state) =>
      state.codeVerified ||
      state.purposeId !== null ||
      state.photo !== null ||
      state.interests !== null ||
      state.place.text.trim() !== '',
  },
});

declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the sign-up's state
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/**
 * Loading this module is what adds the sign-up to the store: only the pages that sign up (login,
 * social sign-in) load it, so the other pages carry none of its code.
 */
export const signupSlice = slice.injectInto(rootReducer);

/** The sign-up's choices mirrored to local storage, as spec section 3 lists them. */
const signupListeners = createListenerMiddleware();
const startSignupListening = signupListeners.startListening.withTypes<RootState, AppDispatch>();
startSignupListening({
  actionCreator: slice.actions.purposeChosen,
  effect: ({ payload }) => storePurpose(payload),
});
startSignupListening({
  actionCreator: slice.actions.photoUploaded,
  effect: ({ payload }) => storeUploadedImage(payload),
});
lateMiddleware.addMiddleware(signupListeners.middleware);

export const {
  socialProfileReceived,
  detailsAccepted,
  detailsConfirmed,
  codeVerified,
  purposeChosen,
  photoUploaded,
  interestsChanged,
  placeChanged,
  stepFinished,
  wentBack,
  signupRefused,
  refusalDismissed,
  flowDiscarded,
} = signupSlice.actions;
export const {
  selectSignup,
  selectSocialProfile,
  selectSignupStep,
  selectSignupRefusal,
  selectFlowHasInput,
} = signupSlice.selectors;

/** The steps this member goes through, in order, for the step indicator. */
export const selectSignupSteps = createSelector(
  [
    (state: RootState) => selectSignup(state).codeRequired,
    (state: RootState) => Boolean(selectSocialProfile(state)?.picture),
  ],
  stepOrder,
);
