import type {
  FriendsListResponse,
  PeopleRequestsResponse,
  PersonCard,
  SwipeKind,
} from '@dating/contract';
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
    visitors: build.query<PeopleRequestsResponse, ListArgs>({
      query: ({ memberId, limit }) => ({ call: 'webvisitors', body: { user_id: memberId, limit } }),
      providesTags: ['Relations'],
      onQueryStarted: countsChangedAfter,
    }),
    friendRequests: build.query<PeopleRequestsResponse, ListArgs & { type: SwipeKind }>({
      query: ({ memberId, limit, type }) => ({
        call: 'webfriendrequests',
        body: { user_id: memberId, limit, type },
      }),
      providesTags: ['Relations'],
      onQueryStarted: countsChangedAfter,
    }),
    friends: build.query<PersonCard[], ListArgs & { search: string; online: boolean }>({
      query: ({ memberId, limit, search, online }) => ({
        call: 'webfriendslist',
        body: {
          user_id: memberId,
          limit,
          search_key: search || undefined,
          sort: online ? 'online' : undefined,
        },
      }),
      transformResponse: (response: FriendsListResponse) => response.peoples,
      providesTags: ['Relations'],
    }),
  }),
});

export const { useVisitorsQuery, useFriendRequestsQuery, useFriendsQuery } = peopleListsApi;
