import type { BlurredPersonCard, PersonCard, PromptAnswer } from '@dating/contract/schemas';
import { ageOn, LIMITS, parseIsoDate } from '@dating/contract/rules';
import type { Language } from '@dating/contract/rules';
import type { FileStorage } from '../../storage/fileStorage';
import type { PlacesProvider } from '../places/placesProvider';
import { LEGACY_BLURRED_SUFFIX } from '../photos/photosRepository';
import type { PhotoNames } from './discoveryRepository';
import { profileFieldsOf } from '../profile/profileFieldColumns';
import type { PersonCardRow } from './personCardRows';

const flag = (value: boolean) => (value ? 'true' : 'false');
const NEW_HERE_MS = LIMITS.newHereDays * 24 * 60 * 60 * 1000;

/** What the blurred cards' schema lets out: never a distance. */
export type BlurredCard = BlurredPersonCard & { distance: null };

export function isPremium(premiumUntil: Date | null, now: Date): boolean {
  return premiumUntil !== null && premiumUntil > now;
}

/** A member's age today, or null when they hide it (show_age false: "Don't show my age"). */
export function visibleAge(row: { birth_date: string; show_age: boolean }, now: Date) {
  const birth = parseIsoDate(row.birth_date);
  return !row.show_age || !birth ? null : ageOn(birth, now);
}

/**
 * Builds person cards with each member's privacy settings applied: a hidden age or location is
 * not sent at all. Blurred cards carry the small blurred photos, no member id and no distance.
 * The place is named in the reader's language.
 */
export class PersonCards {
  constructor(
    private readonly storage: FileStorage,
    private readonly places: Pick<PlacesProvider, 'describe'>,
    private readonly now: () => Date,
  ) {}

  /**
   * The place, in the reader's language, and distance, or nothing when the member hides their
   * location (show_location false).
   */
  place(row: { location: string; distance: number; show_location: boolean }, language: Language) {
    return row.show_location
      ? { location: this.placeName(row.location, language), distance: row.distance }
      : { location: '', distance: null };
  }

  /** A member's place as stored (a card's, a feed item's), in the reader's language. */
  placeName(location: string, language: Language): string {
    return this.places.describe(location, language);
  }

  /**
   * With `prompts` (the swipe deck's cards), the member's answers and the card-sized photos ride
   * along: only the deck's card and the page's painted first card show a photo that large; the
   * other lists' tiles load the full copy once opened, so they are not sent the renditions.
   */
  card(
    row: PersonCardRow,
    photos: readonly PhotoNames[],
    index: number,
    language: Language,
    prompts?: PromptAnswer[],
  ): PersonCard {
    const imagess = photos.map((photo) => this.storage.urlOf(photo.image_name));
    const card: PersonCard = Object.assign(
      this.details(row, imagess, index, language),
      { user_id: row.id },
      profileFieldsOf('card', row),
    );
    if (prompts) {
      card.prompts = prompts;
      card.card_images = photos.map((photo) =>
        this.storage.urlOf(photo.card_name ?? photo.image_name),
      );
    }
    return card;
  }

  blurred(
    row: PersonCardRow,
    photos: readonly PhotoNames[],
    index: number,
    language: Language,
  ): BlurredCard {
    // A legacy name (until it is renamed at start) leads to the full copy: shown as no photo.
    const imagess = photos
      .filter((photo) => !photo.blurred_name.endsWith(LEGACY_BLURRED_SUFFIX))
      .map((photo) => this.storage.urlOf(photo.blurred_name));
    return Object.assign(this.details(row, imagess, index, language), { distance: null });
  }

  /** The address of the main photo of these, or '' when there is none. */
  mainPhoto(photos: readonly PhotoNames[] | undefined): string {
    const main = photos?.[0];
    return main ? this.storage.urlOf(main.image_name) : '';
  }

  cards(
    rows: readonly PersonCardRow[],
    photos: Map<number, PhotoNames[]>,
    language: Language,
  ): PersonCard[] {
    return rows.map((row, index) => this.card(row, photos.get(row.id) ?? [], index, language));
  }

  /**
   * Built as one literal: these run for every card of every list, and V8 copies an object spread
   * into a new one (`{ ...details }`) through its slow path, about 1.5 µs a card.
   */
  private details(
    row: PersonCardRow,
    imagess: string[],
    index: number,
    language: Language,
  ): BlurredPersonCard {
    const now = this.now();
    const place = this.place(row, language);
    return {
      index,
      user_name: row.name,
      age: visibleAge(row, now),
      location: place.location,
      distance: place.distance,
      show_location: flag(row.show_location),
      imagess,
      user_image: imagess[0] ?? '',
      online: row.online ? '1' : '0',
      show_age: row.show_age ? '0' : '1',
      show_distance: row.show_location ? '0' : '1',
      premium_member: flag(isPremium(row.premium_until, now)),
      verified: flag(row.verified),
      new_here: flag(now.getTime() - row.created_at.getTime() < NEW_HERE_MS),
    };
  }
}
