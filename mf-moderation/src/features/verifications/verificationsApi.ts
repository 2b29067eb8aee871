import { callEndpoint } from '@dating/web';
import type { ModerationVerificationDecisionFields } from '@dating/contract';
import { api } from '../../app/api';

/** How many selfies a page of the verifications shows. */
export const VERIFICATIONS_PAGE_SIZE = 20;

export const verificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page (0-based) of the selfies waiting for a decision, the longest waiting first. */
    moderationVerifications: build.query({
      ...callEndpoint('moderationverifications', (page: number) => ({
        json: true,
        body: { limit: VERIFICATIONS_PAGE_SIZE, offset: page * VERIFICATIONS_PAGE_SIZE },
      })),
      providesTags: ['Verifications'],
    }),
    decideVerification: build.mutation({
      ...callEndpoint(
        'moderationverificationdecision',
        (fields: ModerationVerificationDecisionFields) => ({ json: true, body: fields }),
      ),
      invalidatesTags: ['Verifications', 'Case', 'Audit'],
    }),
  }),
});

export const { useModerationVerificationsQuery, useDecideVerificationMutation } = verificationsApi;
