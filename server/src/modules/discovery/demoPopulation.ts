import { randomInt } from 'node:crypto';
import { GENDER_FIELD, type MemberGender, type PlaceSuggestion } from '@dating/contract/schemas';
import { toIsoDate } from '@dating/contract/rules';
import type { AccountsRepository } from '../accounts/accountsRepository';
import type { PasswordHasher } from '../accounts/passwordHasher';
import type { ContentService } from '../content/contentService';
import type { PhotosService } from '../photos/photosService';
import type { PlacesProvider } from '../places/placesProvider';
import { demoPortrait } from './demoPortrait';

/** Every demo member signs in with this password (their address is printed by the command). */
export const DEMO_PASSWORD = 'demo-member';

const FIRST_NAMES = {
  female: ['Amelie', 'Chloe', 'Ines', 'Lea', 'Manon', 'Nora', 'Sofia', 'Yasmin', 'Zoe', 'Maya'],
  male: ['Adam', 'Hugo', 'Karim', 'Leo', 'Louis', 'Noah', 'Omar', 'Paul', 'Theo', 'Yanis'],
  other: ['Alex', 'Camille', 'Charlie', 'Eden', 'Sacha'],
} as const satisfies Record<MemberGender, readonly string[]>;
const GENDERS: readonly MemberGender[] = ['female', 'male', 'female', 'male', 'other'];
/** Demo members live within this distance of the place's centre. */
const SPREAD_KM = 15;

export interface DemoResult {
  place: PlaceSuggestion;
  emails: string[];
}

function pick<T>(items: readonly T[]): T {
  return items[randomInt(items.length)] as T;
}

/** A few different items of a list. */
function some<T>(items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0)
    chosen.push(...pool.splice(randomInt(pool.length), 1));
  return chosen;
}

/**
 * `pnpm admin demo <count> --near <place>`: members around a place of the gazetteer, with
 * illustrated portraits through the real photo pipeline and storage, purposes and interests, so a
 * newcomer who signs up there sees people at once.
 */
export class DemoPopulation {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly photos: PhotosService,
    private readonly places: PlacesProvider,
    private readonly content: ContentService,
    private readonly hasher: PasswordHasher,
    private readonly now: () => Date,
  ) {}

  async seed(count: number, near: string): Promise<DemoResult> {
    const [place] = await this.places.search(near, 1);
    if (!place) throw new Error(`No place matches "${near}"`);
    const admin = await this.content.adminData();
    const passwordHash = await this.hasher.hash(DEMO_PASSWORD);
    const today = this.now();
    const emails: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const gender = pick(GENDERS);
      const name = pick(FIRST_NAMES[gender]);
      const email = `demo-${today.getTime().toString(36)}-${index + 1}@demo.invalid`;
      const ageYears = 20 + randomInt(26);
      // Through the upload pipeline like any member's photo, so the blurred copy exists too.
      const { image_name } = await this.photos.upload(
        await demoPortrait({ seed: email, gender, ageYears }),
        null,
      );
      const north = (Math.random() * 2 - 1) * SPREAD_KM;
      const east = (Math.random() * 2 - 1) * SPREAD_KM;
      const id = await this.accounts.createMember(
        {
          email,
          password_hash: passwordHash,
          name,
          birth_date: toIsoDate(
            new Date(Date.UTC(today.getUTCFullYear() - ageYears, randomInt(12), 1 + randomInt(28))),
          ),
          [GENDER_FIELD.name]: gender,
          location: place.description,
          latitude: place.lat + north / 111.32,
          longitude: place.lon + east / (111.32 * Math.cos((place.lat * Math.PI) / 180)),
          interests: some(admin.interests, 3).map((interest) => interest.name),
          purposes: some(admin.peoplefor, 1 + randomInt(2)).map((purpose) => purpose.id),
          filter_age_max: admin.max_age,
          filter_distance: admin.max_distance,
          language: 'en',
          created_at: today,
        },
        image_name,
      );
      if (id === null) throw new Error('The demo photo could not be placed');
      emails.push(email);
    }
    return { place, emails };
  }
}
