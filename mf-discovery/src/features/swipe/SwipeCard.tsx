import { hasShownFields, Icon, ProfileFieldRows } from '@dating/ui';
import { PromptAnswers } from '@dating/ui/PromptAnswers';
import { pathTo, type PersonCard } from '@dating/contract';
import { useEffect, type CSSProperties, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TEST_IDS } from '../../testIds';
import { PhotoSlider } from '../photos/PhotoSlider';
import { NewHereTag } from '../people/NewHereTag';
import { PersonCaption } from '../people/PersonCaption';
import type { SwipeAction } from './swipeDeckSlice';
import type { DragOffset } from './useSwipeGestures';
import { WhyLine } from './WhyLine';

/** How long a swiped card takes to leave; `.swipe-card--leaving` in PeopleNearPage.css matches it. */
export const CARD_EXIT_MS = 450;

/** The stamp a swipe leaves on its card. */
export const STAMP_TEXT = {
  like: 'swipe.liked',
  superlike: 'swipe.superLiked',
  nope: 'swipe.nope',
} as const;

export type SwipeCardPlace =
  | { kind: 'behind' }
  /** The card to swipe; it follows the pointer while dragged. */
  | {
      kind: 'top';
      offset: DragOffset;
      dragging: boolean;
      handlers: {
        onPointerDown: (event: PointerEvent<HTMLElement>) => void;
        onPointerMove: (event: PointerEvent<HTMLElement>) => void;
        onPointerUp: (event: PointerEvent<HTMLElement>) => void;
        onPointerCancel: () => void;
      };
    }
  /** Swiped: it leaves with the stamp of the swipe, then `onLeft` (a stable callback) drops it. */
  | { kind: 'leaving'; action: SwipeAction; onLeft: (userId: number) => void };

/**
 * One card of the deck: the photo slider filling it, the member's first prompt answer at its
 * top, and at its bottom the 'New here' tag, the name, age, city and distance, the line saying
 * why it ranks here and the fields everyone may see. A card keeps its element from top to
 * leaving, so a dragged card flies on from where it was let go.
 */
export function SwipeCard({
  person,
  place,
  onBlock,
  onSave,
}: {
  person: PersonCard;
  place: SwipeCardPlace;
  /** The top card's Block action. */
  onBlock?: (person: PersonCard) => void;
  /** The top card's Save for later. */
  onSave?: (person: PersonCard) => void;
}) {
  const { t } = useTranslation();
  const onLeft = place.kind === 'leaving' ? place.onLeft : null;
  const userId = person.user_id;
  useEffect(() => {
    if (!onLeft) return;
    const timer = window.setTimeout(() => onLeft(userId), CARD_EXIT_MS);
    return () => window.clearTimeout(timer);
  }, [onLeft, userId]);

  let style: CSSProperties | undefined;
  if (place.kind === 'top') {
    const { x, y } = place.offset;
    style = {
      transform: `translate(${x}px, ${y}px) rotate(${x / 20}deg)`,
      transition: place.dragging ? 'none' : undefined,
    };
  }

  return (
    <article
      // Where a leaving card goes is its class: reduced motion keeps it in place, fading.
      className={`swipe-card swipe-card--${place.kind}${place.kind === 'leaving' ? ` swipe-card--leaving-${place.action}` : ''}`}
      style={style}
      aria-label={person.user_name}
      aria-hidden={place.kind === 'behind'}
      // Only the top card can be used; the deck's live region says what a swipe did.
      inert={place.kind !== 'top'}
      data-testid={place.kind === 'top' ? TEST_IDS.swipeCard : undefined}
      {...(place.kind === 'top' ? place.handlers : undefined)}
    >
      <PhotoSlider
        // The card-sized renditions: the same addresses the painted card loaded first.
        photos={person.card_images ?? person.imagess}
        alt={person.user_name}
        behind={place.kind === 'behind'}
      />
      <div className="swipe-card__about">
        {person.new_here === 'true' ? <NewHereTag /> : null}
        {person.match_percent === undefined ? null : (
          // The look of the card's one other tag: nothing more for the first screen to load.
          <span className="new-here-tag" data-testid={TEST_IDS.cardMatch}>
            {t('people.compatible', { percent: person.match_percent })}
          </span>
        )}
        <PersonCaption person={person} className="swipe-card__caption" />
        <WhyLine why={person.why} />
        {hasShownFields(person, 'card') ? (
          <dl className="swipe-card__fields">
            <ProfileFieldRows values={person} audience="card" rowClassName="swipe-card__field" />
          </dl>
        ) : null}
      </div>
      {person.prompts?.[0] ? (
        <div className="swipe-card__prompt">
          <PromptAnswers prompts={[person.prompts[0]]} label={t('aimedLikes.prompts')} />
        </div>
      ) : null}
      {place.kind === 'leaving' ? (
        <p
          className={`swipe-card__stamp swipe-card__stamp--${place.action}`}
          data-testid={TEST_IDS.swipeStamp}
        >
          {t(STAMP_TEXT[place.action])}
        </p>
      ) : null}
      {place.kind === 'top' ? (
        <Link
          to={pathTo('peopleProfile', { userId: person.user_id })}
          className="swipe-card__open"
          aria-label={t('swipe.openProfile', { name: person.user_name })}
          // A press on the link opens the profile; it does not start a drag.
          onPointerDown={(event) => event.stopPropagation()}
        >
          i
        </Link>
      ) : null}
      {place.kind === 'top' && onBlock ? (
        <button
          type="button"
          className="swipe-card__block"
          aria-label={t('safety.blockName', { name: person.user_name })}
          onPointerDown={(event) => event.stopPropagation()}
          onClick={() => onBlock(person)}
        >
          <Icon name="block" />
        </button>
      ) : null}
      {place.kind === 'top' && onSave ? (
        <button
          type="button"
          className="swipe-card__save"
          aria-label={t('swipe.saveName', { name: person.user_name })}
          title={t('swipe.save')}
          data-testid={TEST_IDS.saveForLater}
          onPointerDown={(event) => event.stopPropagation()}
          onClick={() => onSave(person)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 3h12v18l-6-4-6 4V3z" />
          </svg>
        </button>
      ) : null}
    </article>
  );
}
