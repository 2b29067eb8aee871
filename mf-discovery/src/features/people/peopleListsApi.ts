import { callEndpoint } from '@dating/web';
import type { FriendsListResponse, SwipeKind } from '@dating/contract';
import { api } from '../../app/api';
import { countsChangedAfter } from '../../app/countsChangedAfter';

/** A list page's request: the member and how many to show (spec section 9, Load More by 8). */
interface ListArgs {
  memberId: number;
  limit: number;
}

/** The people lists: visitors, likes and super likes received, and matches. */
export const peopleListsApi = api.injectEndpoints({
  endpoints: (build) => ({
    visitors: build.query({
      ...callEndpoint('webvisitors', ({ memberId, limit }: ListArgs) => ({
        body: { user_id: memberId, limit },
      })),
      providesTags: ['Relations'],
      onQueryStarted: countsChangedAfter,
    }),
    friendRequests: build.query({
      ...callEndpoint(
        'webfriendrequests',
        ({ memberId, limit, type }: ListArgs & { type: SwipeKind }) => ({
          body: { user_id: memberId, limit, type },
        }),
      ),
      providesTags: ['Relations'],
      onQueryStarted: countsChangedAfter,
    }),
    friends: build.query({
      ...callEndpoint(
        'webfriendslist',
        ({ memberId, limit, search, online }: ListArgs & { search: string; online: boolean }) => ({
          body: {
            user_id: memberId,
            limit,
            search_key: search || undefined,
            sort: online ? 'online' : undefined,
          },
        }),
        (response: FriendsListResponse) => response.peoples,
      ),
      providesTags: ['Relations'],
    }),
  }),
});

export const { useVisitorsQuery, useFriendRequestsQuery, useFriendsQuery } = peopleListsApi;
