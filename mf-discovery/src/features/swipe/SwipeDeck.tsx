import type { PersonCard } from '@dating/shared';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { TEST_IDS } from '../../testIds';
import { selectLikedLabel, type SwipeAction } from './swipeDeckSlice';
import { SwipeCard } from './SwipeCard';
import { useSwipeGestures } from './useSwipeGestures';

export interface SwipeDeckProps {
  /** The cards still to swipe, the top one first. */
  people: readonly PersonCard[];
  onSwipe: (person: PersonCard, action: SwipeAction) => void;
  onRewind: () => void;
  /** Rewind is offered (a free member's press raises the premium popup instead). */
  canRewind: boolean;
  /** A swipe is on its way to the server: one at a time. */
  busy: boolean;
}

/**
 * The card stack (spec section 2, People near you): drag or touch the top card, press the
 * buttons, or use the arrow keys anywhere in the deck (left nope, right like, up super like).
 */
export function SwipeDeck({ people, onSwipe, onRewind, canRewind, busy }: SwipeDeckProps) {
  const { t } = useTranslation();
  const likedLabel = useAppSelector(selectLikedLabel);
  const [top, next] = people;
  const swipe = (action: SwipeAction) => {
    if (top && !busy) onSwipe(top, action);
  };
  const { offset, dragging, cardHandlers, onKeyDown } = useSwipeGestures(swipe, !!top && !busy);

  return (
    <div
      className="swipe-deck"
      role="group"
      aria-label={t('swipe.deckLabel')}
      aria-describedby="swipe-deck-keys"
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid={TEST_IDS.swipeDeck}
    >
      <p id="swipe-deck-keys" className="visually-hidden">
        {t('swipe.keysHint')}
      </p>
      <div className="swipe-deck__stack">
        {next ? <SwipeCard key={next.user_id} person={next} behind /> : null}
        {top ? (
          <SwipeCard
            key={top.user_id}
            person={top}
            offset={offset}
            dragging={dragging}
            handlers={cardHandlers}
          />
        ) : null}
        {likedLabel ? (
          <p
            className={`swipe-deck__label swipe-deck__label--${likedLabel}`}
            role="status"
            data-testid={TEST_IDS.likedLabel}
          >
            {t(likedLabel === 'like' ? 'swipe.liked' : 'swipe.superLiked')}
          </p>
        ) : null}
      </div>
      <div className="swipe-deck__buttons">
        <button
          type="button"
          className="swipe-button swipe-button--rewind"
          aria-label={t('swipe.rewind')}
          disabled={!canRewind || busy}
          onClick={onRewind}
        >
          ↺
        </button>
        <button
          type="button"
          className="swipe-button swipe-button--nope"
          aria-label={t('swipe.nope')}
          disabled={!top || busy}
          onClick={() => swipe('nope')}
        >
          ✕
        </button>
        <button
          type="button"
          className="swipe-button swipe-button--superlike"
          aria-label={t('swipe.superLike')}
          disabled={!top || busy}
          onClick={() => swipe('superlike')}
        >
          ★
        </button>
        <button
          type="button"
          className="swipe-button swipe-button--like"
          aria-label={t('swipe.like')}
          disabled={!top || busy}
          onClick={() => swipe('like')}
        >
          ♥
        </button>
      </div>
    </div>
  );
}
