import { callEndpoint } from '@dating/web';
import type { FriendsListResponse } from '@dating/contract';
import { api } from '../../app/api';
import type { SavedArgs } from './savedApi';

/** The Saved list's calls, loaded with its page rather than with the deck. */
export const savedListApi = api.injectEndpoints({
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
    unsaveMember: build.mutation({
      ...callEndpoint('webunsavemember', ({ memberId, otherId }: SavedArgs) => ({
        body: { user_id: memberId, saved_user_id: otherId },
      })),
      invalidatesTags: ['Saved', 'People'],
    }),
  }),
});

export const { useSavedListQuery, useUnsaveMemberMutation } = savedListApi;
