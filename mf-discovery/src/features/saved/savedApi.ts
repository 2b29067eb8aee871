import { callEndpoint } from '@dating/web';
import { api } from '../../app/api';
import { swipeApi } from '../swipe/swipeApi';

export interface SavedArgs {
  memberId: number;
  otherId: number;
}

/**
 * Saved for later: a card kept out of the deck, neither liked nor noped. The deck and a profile
 * save; the Saved list's own calls load with its page (savedListApi.ts).
 */
export const savedApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveMember: build.mutation({
      ...callEndpoint('websavemember', ({ memberId, otherId }: SavedArgs) => ({
        body: { user_id: memberId, saved_user_id: otherId },
      })),
      // The saved card leaves the deck at once; back if the server refuses.
      async onQueryStarted({ memberId, otherId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          swipeApi.util.updateQueryData('people', memberId, (deck) => {
            deck.peoples = deck.peoples.filter((person) => person.user_id !== otherId);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: ['Saved'],
    }),
  }),
});

export const { useSaveMemberMutation } = savedApi;
