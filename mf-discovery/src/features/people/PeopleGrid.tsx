import { eventBus } from '@dating/web';
import { type BlurredPersonCard, type PersonCard } from '@dating/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TEST_IDS } from '../../testIds';
import { ReceivedLikeNote } from '../like/ReceivedLikeNote';
import { PersonTile } from './PersonTile';
import './PeopleGrid.css';

export type PeopleGridProps =
  | {
      blurred: false;
      people: readonly PersonCard[];
      /** The profile path of a card, e.g. `pathTo('visitorProfile', { userId })`. */
      profilePath: (userId: number) => string;
      /** A control under each card (the Saved list's Remove). */
      action?: (person: PersonCard) => ReactNode;
    }
  | {
      /** A free member's visitors or likes: blurred photos, cards that raise the premium popup. */
      blurred: true;
      people: readonly BlurredPersonCard[];
      /** The accessible name of a blurred card. */
      blurredLabel: string;
      premiumSource: string;
    };

/**
 * The grid of people of the list pages: photo, name, age, city, and an online dot; on likes
 * received, what the like liked and its comment under the card.
 */
export function PeopleGrid(props: PeopleGridProps) {
  const { t } = useTranslation();
  return (
    <ul className="people-grid" aria-label={t('people.list')}>
      {props.blurred
        ? props.people.map((person) => (
            <li key={person.index} data-testid={TEST_IDS.personCard}>
              <button
                type="button"
                className="people-grid__card"
                aria-label={props.blurredLabel}
                onClick={() => eventBus.emit('premium:open', { source: props.premiumSource })}
              >
                <PersonTile person={person} photo={person.user_image} blurred />
              </button>
              {person.received_like ? <ReceivedLikeNote note={person.received_like} /> : null}
            </li>
          ))
        : props.people.map((person) => (
            <li key={person.user_id} data-testid={TEST_IDS.personCard}>
              <Link className="people-grid__card" to={props.profilePath(person.user_id)}>
                <PersonTile person={person} photo={person.user_image} />
              </Link>
              {person.received_like ? <ReceivedLikeNote note={person.received_like} /> : null}
              {props.action?.(person)}
            </li>
          ))}
    </ul>
  );
}
