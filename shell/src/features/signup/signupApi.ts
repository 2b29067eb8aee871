import type {
  ApiOk,
  CheckEmailResponse,
  Language,
  PlaceSuggestion,
  PlacesResponse,
  SignupPayload,
  UploadImageResponse,
} from '@dating/contract';
import { shellApi } from '../../app/api';

/** The sign-up calls of spec section 7 (public: no session yet, so the language is sent here). */
export const signupApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    /** Checks the e-mail is free and mails the code; also the Resend of the code step. */
    checkEmail: build.mutation<CheckEmailResponse, { email: string; language: Language }>({
      query: (body) => ({ call: 'webcheckemail', body }),
    }),
    verifyCode: build.mutation<ApiOk, { email: string; otp: string; language: Language }>({
      query: (body) => ({ call: 'verifyotp', body }),
    }),
    uploadImage: build.mutation<UploadImageResponse, { file: string; language: Language }>({
      query: (body) => ({ call: 'uploadimageweb', body, json: true }),
    }),
    places: build.query<PlaceSuggestion[], string>({
      query: (search) => ({
        call: 'places',
        method: 'GET',
        // As many suggestions as the server lists by default.
        query: { q: search },
      }),
      transformResponse: (response: PlacesResponse) => response.places,
    }),
    signup: build.mutation<ApiOk, SignupPayload>({
      query: (body) => ({ call: 'signupweb', body: { ...body } }),
    }),
  }),
});

export const {
  useCheckEmailMutation,
  useVerifyCodeMutation,
  useUploadImageMutation,
  usePlacesQuery,
} = signupApi;
