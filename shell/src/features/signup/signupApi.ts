import { callEndpoint } from '@dating/web';
import type { Language, PlacesResponse, SignupPayload } from '@dating/contract';
import { shellApi } from '../../app/api';

/** The sign-up calls of spec section 7 (public: no session yet, so the language is sent here). */
export const signupApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    /** Checks the e-mail is free and mails the code; also the Resend of the code step. */
    checkEmail: build.mutation({
      ...callEndpoint('webcheckemail', (body: { email: string; language: Language }) => ({ body })),
    }),
    verifyCode: build.mutation({
      ...callEndpoint('verifyotp', (body: { email: string; otp: string; language: Language }) => ({
        body,
      })),
    }),
    uploadImage: build.mutation({
      ...callEndpoint('uploadimageweb', (body: { file: string; language: Language }) => ({
        body,
        json: true,
      })),
    }),
    places: build.query({
      ...callEndpoint(
        'places',
        (search: string) => ({ method: 'GET', query: { q: search } }),
        (response: PlacesResponse) => response.places,
      ),
    }),
    signup: build.mutation({
      ...callEndpoint('signupweb', (body: SignupPayload) => ({ body: { ...body } })),
    }),
  }),
});

export const {
  useCheckEmailMutation,
  useVerifyCodeMutation,
  useUploadImageMutation,
  usePlacesQuery,
} = signupApi;
