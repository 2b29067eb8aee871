import type {
  CreateChatResponse,
  GetCheckResponse,
  MatchRequest,
  MatchResponse,
  SwipeKind,
  UndoMatchResponse,
  UnmatchResponse,
} from '@dating/contract';
import { api } from '../../app/api';
import { countsChangedAfter } from '../../app/countsChangedAfter';

/** What a like from a profile may aim at: one photo or one answer, with an optional comment. */
export type LikeAim = Pick<MatchRequest, 'liked_photo' | 'liked_prompt' | 'comment'>;

/**
 * The like's calls, wherever a like is given (the deck, a profile, the lists): like and super
 * like, decline, rewind, the super likes left, and the chat a match opens.
 */
export const likeApi = api.injectEndpoints({
  endpoints: (build) => ({
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
    /** POST webcreatchat: the chat of two matched members, so Send message can open it. */
    createChat: build.mutation<number, { memberId: number; friendId: number }>({
      query: ({ memberId, friendId }) => ({
        call: 'webcreatchat',
        body: { sender_id: memberId, receiver_id: friendId },
      }),
      transformResponse: (response: CreateChatResponse) => response.chatid,
    }),
  }),
});

export const {
  useMatchMutation,
  useUnmatchMutation,
  useUndoMatchMutation,
  useSuperlikeCountMutation,
  useCreateChatMutation,
} = likeApi;
