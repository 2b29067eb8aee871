import { callEndpoint } from '@dating/web';
import type { SelfieFrame } from '@dating/contract';
import { api } from '../../app/api';

/** Selfie verification of the member: where it stands, a challenge of poses, sending the frames. */
export const verificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    verification: build.query({
      ...callEndpoint('webverification', () => ({ body: {} })),
      providesTags: ['Verification'],
    }),
    verificationChallenge: build.mutation({
      ...callEndpoint('webverificationchallenge', () => ({ body: {} })),
    }),
    verifySelfie: build.mutation({
      ...callEndpoint(
        'webverifyselfie',
        (fields: { challenge: string; frames: SelfieFrame[] }) => ({ body: fields, json: true }),
      ),
      // The answer is the new state: shown at once, without asking webverification again.
      async onQueryStarted(_fields, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(verificationApi.util.upsertQueryData('verification', undefined, data));
        } catch {
          // A refused call leaves the state as it was; the caller shows why.
        }
      },
      // The own profile's badge follows.
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useVerificationQuery, useVerificationChallengeMutation, useVerifySelfieMutation } =
  verificationApi;
