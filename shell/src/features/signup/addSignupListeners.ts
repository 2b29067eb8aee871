import type { AppStartListening } from '../../app/store';
import { photoUploaded, purposeChosen } from './signupSlice';
import { storePurpose, storeUploadedImage } from './storedSignup';

/** The sign-up's choices mirrored to local storage, as spec section 3 lists them. */
export function addSignupListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: purposeChosen,
    effect: ({ payload }) => storePurpose(payload),
  });
  startListening({
    actionCreator: photoUploaded,
    effect: ({ payload }) => storeUploadedImage(payload),
  });
}
