import {
  LIMITS,
  type GetCheckResponse,
  type GetPeopleResponse,
  type MatchResponse,
  type PersonCard,
  type SwipeKind,
  type UndoMatchResponse,
  type UnmatchResponse,
} from '@dating/shared';
import { api } from '../../app/api';
import { countsChangedAfter } from '../../app/countsChangedAfter';
import { verifiedOnly } from '../filter/filterPage';

/** The calls of the swipe deck and of the other members' profiles' like and decline buttons. */
export const swipeApi = api.injectEndpoints({
  endpoints: (build) => ({
    people: build.query<PersonCard[], number>({
      // Saving the filter invalidates 'People': the list is asked again with its verified_only.
      query: (memberId) => ({
        call: 'webgetpeople',
        body: {
          user_id: memberId,
          timestamp: Date.now(),
          limit: LIMITS.nearbyPeopleLimit,
          ...(verifiedOnly() ? { verified_only: 'true' } : {}),
        },
      }),
      transformResponse: (response: GetPeopleResponse) => response.peoples,
      providesTags: ['People'],
    }),
    match: build.mutation<MatchResponse, { memberId: number; followId: number; type: SwipeKind }>({
      query: ({ memberId, followId, type }) => ({
        call: 'webmatch',
        body: { user_id: memberId, follow_id: followId, type },
      }),
      invalidatesTags: ['Relations', 'Member', 'Profile'],
      onQueryStarted: countsChangedAfter,
    }),
    unmatch: build.mutation<UnmatchResponse, { memberId: number; followId: number }>({
      query: ({ memberId, followId }) => ({
        call: 'webunmatch',
        body: { user_id: memberId, follow_id: followId },
      }),
      invalidatesTags: ['Relations', 'Member'],
      onQueryStarted: countsChangedAfter,
    }),
    undoMatch: build.mutation<UndoMatchResponse, number>({
      query: (memberId) => ({ call: 'webundomatch', body: { user_id: memberId } }),
      invalidatesTags: ['Relations', 'Profile'],
    }),
    /** Spec section 4, Super like availability: asked before every super like. */
    superlikeCount: build.mutation<number, number>({
      query: (memberId) => ({ call: 'webgetcheck', body: { user_id: memberId } }),
      transformResponse: (response: GetCheckResponse) => response.superlike_count,
    }),
  }),
});

export const {
  usePeopleQuery,
  useMatchMutation,
  useUnmatchMutation,
  useUndoMatchMutation,
  useSuperlikeCountMutation,
} = swipeApi;
