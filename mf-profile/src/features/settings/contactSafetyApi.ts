import { callEndpoint } from '@dating/web';
import type { HiddenWordsResponse, VerifiedOnlyResponse } from '@dating/contract';
import { api } from '../../app/api';

/**
 * Who reaches the member first: their hidden words (webhiddenwords) and "Only verified members can
 * message me" (webverifiedonly), each read and set on its own.
 */
export const contactSafetyApi = api.injectEndpoints({
  endpoints: (build) => ({
    hiddenWords: build.query({
      ...callEndpoint(
        'webhiddenwords',
        (memberId: number) => ({ body: { user_id: memberId } }),
        (response: HiddenWordsResponse) => response.words,
      ),
    }),
    changeHiddenWords: build.mutation({
      ...callEndpoint(
        'webhiddenwords',
        ({ memberId, ...change }: { memberId: number; add?: string; remove?: string }) => ({
          body: { user_id: memberId, ...change },
        }),
        (response: HiddenWordsResponse) => response.words,
      ),
      // The answer is the list as it now is: the query shows it without asking again.
      async onQueryStarted({ memberId }, { dispatch, queryFulfilled }) {
        const { data: words } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (words) {
          dispatch(contactSafetyApi.util.updateQueryData('hiddenWords', memberId, () => words));
        }
      },
    }),
    verifiedOnly: build.query({
      ...callEndpoint(
        'webverifiedonly',
        (memberId: number) => ({ body: { user_id: memberId } }),
        (response: VerifiedOnlyResponse) => response.verified_only === 'true',
      ),
    }),
    setVerifiedOnly: build.mutation({
      ...callEndpoint(
        'webverifiedonly',
        ({ memberId, on }: { memberId: number; on: boolean }) => ({
          body: { user_id: memberId, verified_only: on ? 'true' : 'false' },
        }),
        (response: VerifiedOnlyResponse) => response.verified_only === 'true',
      ),
      // Switched at once, put back if the server refuses.
      async onQueryStarted({ memberId, on }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          contactSafetyApi.util.updateQueryData('verifiedOnly', memberId, () => on),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const {
  useHiddenWordsQuery,
  useChangeHiddenWordsMutation,
  useVerifiedOnlyQuery,
  useSetVerifiedOnlyMutation,
} = contactSafetyApi;
