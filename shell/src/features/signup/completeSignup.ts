import { placeFromAddress, type PlaceSuggestion } from '@dating/contract';
import type { AppThunk } from '../../app/store';
import { selectLanguage } from '../locale/localeSlice';
import { sessionApi } from '../session/sessionApi';
import { signupApi } from './signupApi';
import { fixableRefusal } from './signupRefusals';
import { isVouchedEmail, selectSignup, signupRefused } from './signupSlice';

/**
 * The end of the sign-up flow (spec section 4, step 8): signupweb with everything the tabs
 * gathered, then the automatic login. A refusal that an earlier step can fix takes the member
 * there (false); any other failure rejects with the failed call's error.
 */
export function completeSignup(place: PlaceSuggestion): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const state = getState();
    const { details, purposeId, photo, interests, social } = selectSignup(state);
    if (!details || purposeId === null || !interests) {
      throw new Error('completeSignup runs only at the last step of the flow');
    }
    const language = selectLanguage(state);
    const email = details.email.trim();
    const vouched = social !== null && isVouchedEmail(social, email);

    const signup = dispatch(
      signupApi.endpoints.signup.initiate({
        check: JSON.stringify(interests),
        name: details.name.trim(),
        email,
        password: details.password,
        ...(vouched && { fbid: social.userID, access_token: social.accessToken }),
        dob: details.dob,
        gender: details.gender,
        image_name: photo?.name,
        image_url: photo?.url,
        fbpic: photo ? undefined : social?.picture,
        peopleforid: String(purposeId),
        lat: String(place.lat),
        lon: String(place.lon),
        location: placeFromAddress(place.description),
        language,
      }),
    );
    try {
      await signup.unwrap();
    } catch (error) {
      const refusal = fixableRefusal(error);
      if (!refusal) throw error;
      dispatch(signupRefused(refusal));
      return false;
    } finally {
      signup.reset();
    }

    const login = dispatch(
      sessionApi.endpoints.login.initiate(
        vouched
          ? { email, fbid: social.userID, access_token: social.accessToken, language }
          : { email, password: details.password, language },
      ),
    );
    try {
      await login.unwrap();
    } finally {
      login.reset();
    }
    return true;
  };
}
