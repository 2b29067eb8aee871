import type { PersonCard } from '@dating/contract';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../testIds';
import type { LeavingCard, SwipeAction } from './swipeDeckSlice';
import { STAMP_TEXT, SwipeCard, type SwipeCardPlace } from './SwipeCard';
import { useSwipeGestures } from './useSwipeGestures';
import { useSwipeKeys } from './useSwipeKeys';
import { Icon } from '@dating/ui';

export interface SwipeDeckProps {
  /** The cards still to swipe, the top one first. */
  people: readonly PersonCard[];
  /** Swiped cards on their way out, drawn over the deck with their stamps. */
  leaving: readonly LeavingCard[];
  /** A leaving card's exit is over (a stable callback: each render would restart the exit). */
  onCardLeft: (userId: number) => void;
  onSwipe: (person: PersonCard, action: SwipeAction) => void;
  onRewind: () => void;
  /** Rewind is offered (a free member's press raises the premium popup instead). */
  canRewind: boolean;
  /** A swipe is on its way to the server: one at a time. */
  busy: boolean;
  /** Block, asked from the top card. */
  onBlock: (person: PersonCard) => void;
  /** Save for later, from the top card. */
  onSave: (person: PersonCard) => void;
}

/**
 * The card stack (spec section 2, People near you): drag or touch the top card, press the
 * buttons, or use the arrow keys anywhere on the page (left nope, right like, up super like).
 */
export function SwipeDeck({
  people,
  leaving,
  onCardLeft,
  onSwipe,
  onRewind,
  canRewind,
  busy,
  onBlock,
  onSave,
}: SwipeDeckProps) {
  const { t } = useTranslation();
  const [top, next] = people;
  const swipe = (action: SwipeAction) => {
    if (top && !busy) onSwipe(top, action);
  };
  const canSwipe = !!top && !busy;
  const { offset, dragging, cardHandlers } = useSwipeGestures(swipe, canSwipe);
  useSwipeKeys(swipe, canSwipe);

  const lastSwiped = leaving.at(-1);

  // One keyed list, so the top card's element is the one that leaves (and comes back if refused).
  const cards: { person: PersonCard; place: SwipeCardPlace }[] = [
    ...(next ? [{ person: next, place: { kind: 'behind' } as const }] : []),
    ...(top
      ? [{ person: top, place: { kind: 'top', offset, dragging, handlers: cardHandlers } as const }]
      : []),
    ...leaving.map(({ person, action }) => ({
      person,
      place: { kind: 'leaving', action, onLeft: onCardLeft } as const,
    })),
  ];

  return (
    <div
      className="swipe-deck"
      role="group"
      aria-label={t('swipe.deckLabel')}
      aria-describedby="swipe-deck-keys"
      tabIndex={0}
      data-testid={TEST_IDS.swipeDeck}
    >
      <p id="swipe-deck-keys" className="visually-hidden">
        {t('swipe.keysHint')}
      </p>
      <p className="visually-hidden" role="status">
        {lastSwiped ? t(STAMP_TEXT[lastSwiped.action]) : ''}
      </p>
      <div className="swipe-deck__stack">
        {cards.map(({ person, place }) => (
          <SwipeCard
            key={person.user_id}
            person={person}
            place={place}
            onBlock={onBlock}
            onSave={onSave}
          />
        ))}
      </div>
      <div className="swipe-deck__buttons">
        <button
          type="button"
          className="swipe-button swipe-button--rewind"
          aria-label={t('swipe.rewind')}
          disabled={!canRewind || busy}
          onClick={onRewind}
        >
          <Icon name="rewind" />
        </button>
        <button
          type="button"
          className="swipe-button swipe-button--nope"
          aria-label={t('swipe.nope')}
          disabled={!top || busy}
          onClick={() => swipe('nope')}
        >
          <Icon name="close" />
        </button>
        <button
          type="button"
          className="swipe-button swipe-button--superlike"
          aria-label={t('swipe.superLike')}
          disabled={!top || busy}
          onClick={() => swipe('superlike')}
        >
          <Icon name="star" />
        </button>
        <button
          type="button"
          className="swipe-button swipe-button--like"
          aria-label={t('swipe.like')}
          disabled={!top || busy}
          onClick={() => swipe('like')}
        >
          <Icon name="heart" />
        </button>
      </div>
    </div>
  );
}
