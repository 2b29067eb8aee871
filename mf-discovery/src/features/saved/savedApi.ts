import { callEndpoint } from '@dating/web';
import type { FriendsListResponse } from '@dating/contract';
import { api } from '../../app/api';
import { swipeApi } from '../swipe/swipeApi';

interface SavedArgs {
  memberId: number;
  otherId: number;
}

/** Saved for later: a card kept out of the deck, neither liked nor noped, on the Saved list. */
export const savedApi = api.injectEndpoints({
  endpoints: (build) => ({
    savedList: build.query({
      ...callEndpoint(
        'websavedlist',
        ({ memberId, limit }: { memberId: number; limit: number }) => ({
          body: { user_id: memberId, limit },
        }),
        (response: FriendsListResponse) => response.peoples,
      ),
      providesTags: ['Saved'],
    }),
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
    unsaveMember: build.mutation({
      ...callEndpoint('webunsavemember', ({ memberId, otherId }: SavedArgs) => ({
        body: { user_id: memberId, saved_user_id: otherId },
      })),
      invalidatesTags: ['Saved', 'People'],
    }),
  }),
});

export const { useSavedListQuery, useSaveMemberMutation, useUnsaveMemberMutation } = savedApi;
