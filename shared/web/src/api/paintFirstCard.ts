import type { DeckResponse, Language, PersonCard } from '@dating/contract';
import { ageAfterName, distanceAway } from '@dating/contract/cardCaption';
import { cityOf } from '@dating/contract/places';
import { sessionStore } from '../session/clientStorage';
import { PAINTED_CARD_ID } from './earlyCalls';

/** What the painted card shows of the deck's top card. */
type PaintedPerson = Pick<PersonCard, 'user_name' | 'age' | 'location' | 'distance' | 'imagess'> &
  Partial<Pick<PersonCard, 'why' | 'card_images'>>;

function element(tag: string, className: string, text = ''): HTMLElement {
  const made = document.createElement(tag);
  made.className = className;
  // Text, never markup: the names and places are the members' own.
  made.textContent = text;
  return made;
}

/**
 * PeopleNear's top card drawn in plain DOM from the early webgetpeople answer, before any bundle
 * has run (the shell's index.html, EARLY_CALLS): the photo, the name and age, the city and the
 * distance, where the deck's own card will be (index.html's `.painted-card` styles), so the
 * page's largest paint comes with the answer rather than after the shell and the remote. The
 * card's other lines need the remote's texts and are left out, the room of its reasons line kept
 * so the caption stands where the real one will. A picture, not a control: inert and hidden from
 * assistive technology. The shell removes it once the app shows the page
 * (removePaintedCardWhenShown). Nothing is painted without people, or once the app has drawn
 * anything (its own card is then there or on its way). Answers whether it painted.
 */
export function paintFirstCard(body: unknown, language: Language): boolean {
  const answer = body as Partial<Pick<DeckResponse, 'widened_to_km'>> & {
    peoples?: PaintedPerson[];
  };
  const person = answer.peoples?.[0];
  const root = document.getElementById('root');
  if (!person || !root || root.firstChild) return false;

  const card = element('div', 'painted-card');
  card.id = PAINTED_CARD_ID;
  card.setAttribute('aria-hidden', 'true');
  card.setAttribute('inert', '');
  // The deck's notice of a widened search takes a line above the card.
  if (answer.widened_to_km) card.classList.add('painted-card--widened');
  // The card-sized rendition, as the deck's card (SwipeCard), so the app's card finds it loaded.
  const photo = person.card_images?.[0] ?? person.imagess[0];
  if (photo) {
    const image = element('img', 'painted-card__photo') as HTMLImageElement;
    image.alt = '';
    image.setAttribute('fetchpriority', 'high');
    image.src = photo;
    card.append(image);
  }

  const about = element('div', 'painted-card__about');
  const caption = element('div', 'painted-card__caption');
  const name = element('p', 'painted-card__name');
  // As PersonCaption: the name in its own direction, so an Arabic page keeps "Anna، 28".
  name.append(
    element('bdi', '', person.user_name),
    person.age === null ? '' : ageAfterName(person.age, language),
  );
  caption.append(name);
  const city = person.location ? cityOf(person.location) : '';
  const distance = person.distance === null ? '' : distanceAway(person.distance, language);
  if (city || distance) {
    const meta = element('p', 'painted-card__meta');
    meta.append(element('bdi', '', city), city && distance ? ' · ' : '', distance);
    caption.append(meta);
  }
  about.append(caption);
  if (person.why?.length) about.append(element('p', 'painted-card__why'));
  card.append(about);
  root.after(card);
  // The installed app's splash covers its launch (spec: 1500 ms, the shell's hideSplash); on a
  // reload inside it, the page has its card to show at once.
  if (sessionStore.read('splash_shown')) document.getElementById('splash')?.remove();
  return true;
}
