import {
  LIMITS,
  type EarlyAnswerSeed,
  type GetCheckResponse,
  type GetPeopleResponse,
  type MatchRequest,
  type MatchResponse,
  type PersonCard,
  type SwipeKind,
  type UndoMatchResponse,
  type UnmatchResponse,
} from '@dating/shared';
import { api } from '../../app/api';
import { countsChangedAfter } from '../../app/countsChangedAfter';
import { verifiedOnly } from '../filter/filterPage';

/** What a like from a profile may aim at: one photo or one answer, with an optional comment. */
export type LikeAim = Pick<MatchRequest, 'liked_photo' | 'liked_prompt' | 'comment'>;

/** The people of a webgetpeople answer, as the deck keeps them. */
const peopleOf = (response: GetPeopleResponse) => response.peoples;

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
      transformResponse: peopleOf,
      providesTags: ['People'],
    }),
    match: build.mutation<
      MatchResponse,
      { memberId: number; followId: number; type: SwipeKind; aim?: LikeAim }
    >({
      query: ({ memberId, followId, type, aim }) => ({
        call: 'webmatch',
        body: { user_id: memberId, follow_id: followId, type, ...aim },
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

/**
 * The people near as index.html's early call found them (it sends the filter's verified only, as
 * the deck does): the deck's first render shows them, or the empty state, not a loader.
 */
export const peopleFromEarlyAnswer: EarlyAnswerSeed = {
  call: 'webgetpeople',
  seed: (body, session) => {
    const answer = body as Partial<GetPeopleResponse> | null;
    if (!Array.isArray(answer?.peoples)) return undefined;
    return swipeApi.util.upsertQueryEntries([
      {
        endpointName: 'people',
        arg: session.memberId,
        value: peopleOf(answer as GetPeopleResponse),
      },
    ]);
  },
};
