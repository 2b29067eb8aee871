import { callEndpoint } from '@dating/web';
import type { GetCheckResponse, MatchRequest, SwipeKind } from '@dating/contract';
import { api } from '../../app/api';
import { countsChangedAfter } from '../../app/countsChangedAfter';

/** What a like from a profile may aim at: one photo or one answer, with an optional comment. */
export type LikeAim = Pick<MatchRequest, 'liked_photo' | 'liked_prompt' | 'comment'>;

/**
 * The like's calls, wherever a like is given (the deck, a profile, the lists): like and super
 * like, decline, rewind and the super likes left (the chat a match opens: openChatApi.ts, with
 * the screens that offer Send message).
 */
export const likeApi = api.injectEndpoints({
  endpoints: (build) => ({
    match: build.mutation({
      ...callEndpoint(
        'webmatch',
        ({
          memberId,
          followId,
          type,
          aim,
        }: {
          memberId: number;
          followId: number;
          type: SwipeKind;
          aim?: LikeAim;
        }) => ({ body: { user_id: memberId, follow_id: followId, type, ...aim } }),
      ),
      // A refusal may be Your Turn's: its panel then comes in the deck's place.
      invalidatesTags: (_, error) => [
        'Relations',
        'Member',
        'Profile',
        ...(error ? (['YourTurn'] as const) : []),
      ],
      onQueryStarted: countsChangedAfter,
    }),
    unmatch: build.mutation({
      ...callEndpoint(
        'webunmatch',
        ({ memberId, followId }: { memberId: number; followId: number }) => ({
          body: { user_id: memberId, follow_id: followId },
        }),
      ),
      invalidatesTags: ['Relations', 'Member'],
      onQueryStarted: countsChangedAfter,
    }),
    undoMatch: build.mutation({
      ...callEndpoint('webundomatch', (memberId: number) => ({ body: { user_id: memberId } })),
      invalidatesTags: ['Relations', 'Profile'],
    }),
    /** Spec section 4, Super like availability: asked before every super like. */
    superlikeCount: build.mutation({
      ...callEndpoint(
        'webgetcheck',
        (memberId: number) => ({ body: { user_id: memberId } }),
        (response: GetCheckResponse) => response.superlike_count,
      ),
    }),
  }),
});

export const {
  useMatchMutation,
  useUnmatchMutation,
  useUndoMatchMutation,
  useSuperlikeCountMutation,
} = likeApi;
