import { eventBus, useSession } from '@dating/web';
import { type MatchResult, type SwipeKind } from '@dating/contract';
import { useCallback } from 'react';
import { useMatchMutation, useSuperlikeCountMutation, type LikeAim } from './likeApi';

/** How a like or super like ended (spec section 4, Swipe and the confirmation flow). */
export type LikeOutcome =
  | { kind: 'liked'; message: string }
  | { kind: 'matched'; match: MatchResult }
  /** No super likes left: the packs were offered instead. */
  | { kind: 'noSuperlikes' }
  | { kind: 'refused'; error: unknown };

/** webmatch answers 409 to a super like when none is left. */
const NO_SUPERLIKES_STATUS = 409;

function isNoSuperlikes(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error
    ? error.status === NO_SUPERLIKES_STATUS
    : false;
}

/**
 * A like or super like as every screen sends it (a profile's may aim at a photo or an answer): a super like first asks webgetcheck for the
 * remaining count, and with none left raises the packs of the payments remote instead.
 */
export function useSendLike(source: string) {
  const { memberId } = useSession();
  const [match, { isLoading: matching }] = useMatchMutation();
  const [checkSuperlikes, { isLoading: checking }] = useSuperlikeCountMutation();

  const send = useCallback(
    async (followId: number, type: SwipeKind, aim?: LikeAim): Promise<LikeOutcome> => {
      const offerPacks = (): LikeOutcome => {
        eventBus.emit('superlike-packs:open', { source });
        return { kind: 'noSuperlikes' };
      };
      try {
        if (type === 'superlike' && (await checkSuperlikes(memberId).unwrap()) <= 0) {
          return offerPacks();
        }
        const answer = await match({ memberId, followId, type, aim }).unwrap();
        return answer.match === '1'
          ? { kind: 'matched', match: answer.result }
          : { kind: 'liked', message: answer.message };
      } catch (error) {
        if (type === 'superlike' && isNoSuperlikes(error)) return offerPacks();
        return { kind: 'refused', error };
      }
    },
    [checkSuperlikes, match, memberId, source],
  );

  return { send, sending: matching || checking };
}
