import { useSession } from '@dating/web';
import { useTimedMessage } from '@dating/ui';
import { type MatchResult, type PersonCard } from '@dating/contract';
import { useCallback, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useUndoMatchMutation, useUnmatchMutation } from '../like/likeApi';
import { useSendLike } from '../like/useSendLike';
import { useOwnProfile } from '../own-profile/useOwnProfile';
import { usePremiumGate } from '../premium/usePremiumGate';
import {
  cardLeft,
  cardSwiped,
  selectLeavingCards,
  selectSwipedIds,
  selectUndoAvailable,
  swipeFailed,
  swipeRecorded,
  swipeUndone,
  type SwipeAction,
} from './swipeDeckSlice';
import { usePeopleQuery } from './swipeApi';

/**
 * The swipe rules of spec section 4: like and super like (with the match popup and the packs when
 * none is left), nope (with 'Remove related matches ?' when the profile asks), rewind (premium,
 * once after a swipe), and the list loaded again after each. A swiped card leaves at once, while
 * the server is asked, and comes back if the server refuses.
 */
export function useSwipeDeck() {
  const { memberId } = useSession();
  const dispatch = useAppDispatch();
  // What the deck shows: a refetch going out (after each swipe) does not draw it again, nor does
  // one failing while the deck still has its people.
  const people = usePeopleQuery(memberId, {
    selectFromResult: ({ data, isLoading, isError }) => ({
      data,
      isLoading,
      failed: isError && !data,
    }),
  });
  const { data: profile } = useOwnProfile();
  const { allow } = usePremiumGate();
  const swipedIds = useAppSelector(selectSwipedIds);
  const undoAvailable = useAppSelector(selectUndoAvailable);
  const leaving = useAppSelector(selectLeavingCards);
  const { send, sending } = useSendLike('swipe');
  const [unmatch, { isLoading: declining }] = useUnmatchMutation();
  const [undoMatch, { isLoading: undoing }] = useUndoMatchMutation();
  const [match, setMatch] = useState<MatchResult | null>(null);
  const [askRemoveMatches, setAskRemoveMatches] = useState(false);
  const message = useTimedMessage();
  const { refetch } = people;

  const deck = useMemo(
    () => (people.data?.peoples ?? []).filter((person) => !swipedIds.includes(person.user_id)),
    [people.data, swipedIds],
  );

  const like = async (person: PersonCard, type: 'like' | 'superlike') => {
    dispatch(cardSwiped({ person, action: type }));
    const outcome = await send(person.user_id, type);
    switch (outcome.kind) {
      case 'matched':
        setMatch(outcome.match);
        break;
      case 'liked':
        break;
      case 'noSuperlikes':
        dispatch(swipeFailed({ userId: person.user_id }));
        return;
      case 'refused':
        dispatch(swipeFailed({ userId: person.user_id }));
        message.fromFailure(outcome.error);
        return;
    }
    dispatch(swipeRecorded());
    void refetch();
  };

  const nope = async (person: PersonCard) => {
    dispatch(cardSwiped({ person, action: 'nope' }));
    try {
      await unmatch({ memberId, followId: person.user_id }).unwrap();
      dispatch(swipeRecorded());
      if (profile?.swipe === '1') setAskRemoveMatches(true);
      else void refetch();
    } catch (error) {
      dispatch(swipeFailed({ userId: person.user_id }));
      message.fromFailure(error);
    }
  };

  const onSwipe = (person: PersonCard, action: SwipeAction) => {
    if (action === 'nope') void nope(person);
    else void like(person, action);
  };

  /**
   * Saved for later: the card leaves the deck without a swipe (savedApi, loaded on the first
   * save: the deck's first paint does without it), the answer is said.
   */
  const save = async (person: PersonCard) => {
    try {
      const { savedApi } = await import('../saved/savedApi');
      const answer = await dispatch(
        savedApi.endpoints.saveMember.initiate({ memberId, otherId: person.user_id }),
      ).unwrap();
      message.fromServer(answer.message, 'success');
    } catch (error) {
      message.fromFailure(error);
    }
  };

  const rewind = async () => {
    if (!allow('rewind', 'rewind')) return;
    try {
      await undoMatch(memberId).unwrap();
      dispatch(swipeUndone());
      void refetch();
    } catch (error) {
      message.fromFailure(error);
    }
  };

  /** Yes keeps the nope and stops asking; No also stops asking, and takes the nope back. */
  const answerRemoveMatches = async (remove: boolean) => {
    setAskRemoveMatches(false);
    const { swipeFlagApi } = await import('../own-profile/swipeFlagApi');
    await dispatch(swipeFlagApi.endpoints.clearSwipeFlag.initiate(memberId));
    if (!remove) {
      try {
        await undoMatch(memberId).unwrap();
        dispatch(swipeUndone());
      } catch (error) {
        message.fromFailure(error);
      }
    }
    void refetch();
  };

  const onCardLeft = useCallback((userId: number) => dispatch(cardLeft({ userId })), [dispatch]);

  return {
    people,
    deck,
    leaving,
    onCardLeft,
    /** The deck stays while its last card leaves. */
    empty: deck.length === 0 && leaving.length === 0,
    /** No deck to show: its call failed (the network, or no answer in time). */
    failed: people.failed,
    retry: () => void refetch(),
    onSwipe,
    save: (person: PersonCard) => void save(person),
    /** How far the deck reached past the filter's distance to find people, when it did. */
    widenedToKm: people.data?.widened_to_km,
    rewind: () => void rewind(),
    // Free members may always press Rewind: it raises the premium popup.
    canRewind: undoAvailable || profile?.premium_member !== 'true',
    busy: sending || declining || undoing,
    match,
    closeMatch: () => setMatch(null),
    askRemoveMatches,
    answerRemoveMatches: (remove: boolean) => void answerRemoveMatches(remove),
    message: message.shown,
    /** A failed action of the deck's page (a block), in the deck's message area. */
    showFailure: message.fromFailure,
    /** A done action of the deck's page (Your Turn's kind message), in the same area. */
    showDone: (text: string) => message.fromServer(text, 'success'),
  };
}
