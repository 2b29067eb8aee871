import { pathTo, type PersonCard } from '@dating/shared';
import type { CSSProperties, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TEST_IDS } from '../../testIds';
import { PhotoSlider } from '../photos/PhotoSlider';
import { PersonCaption } from '../people/PersonCaption';
import type { DragOffset } from './useSwipeGestures';

export interface SwipeCardProps {
  person: PersonCard;
  /** Only the top card follows the pointer. */
  offset?: DragOffset;
  dragging?: boolean;
  handlers?: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
  behind?: boolean;
}

/** One card of the deck: the photo slider with the name, age and location over it. */
export function SwipeCard({ person, offset, dragging, handlers, behind }: SwipeCardProps) {
  const { t } = useTranslation();
  const style: CSSProperties | undefined = offset
    ? {
        transform: `translate(${offset.x}px, ${offset.y}px) rotate(${offset.x / 20}deg)`,
        transition: dragging ? 'none' : undefined,
      }
    : undefined;
  return (
    <article
      className={`swipe-card${behind ? ' swipe-card--behind' : ''}`}
      style={style}
      aria-hidden={behind}
      data-testid={behind ? undefined : TEST_IDS.swipeCard}
      {...handlers}
    >
      <PhotoSlider photos={person.imagess} alt={person.user_name} />
      <PersonCaption person={person} className="swipe-card__caption" />
      {behind ? null : (
        <Link
          to={pathTo('peopleProfile', { userId: person.user_id })}
          className="swipe-card__open"
          aria-label={t('swipe.openProfile', { name: person.user_name })}
          // A press on the link opens the profile; it does not start a drag.
          onPointerDown={(event) => event.stopPropagation()}
        >
          i
        </Link>
      )}
    </article>
  );
}
