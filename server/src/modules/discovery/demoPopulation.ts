import { randomInt } from 'node:crypto';
import type { PlaceSuggestion } from '@dating/shared/api';
import { toIsoDate } from '@dating/shared/rules';
import sharp from 'sharp';
import type { AccountsRepository } from '../accounts/accountsRepository';
import type { PasswordHasher } from '../accounts/passwordHasher';
import type { ContentService } from '../content/contentService';
import type { PhotosService } from '../photos/photosService';
import type { PlacesProvider } from '../places/placesProvider';

/** Every demo member signs in with this password (their address is printed by the command). */
export const DEMO_PASSWORD = 'demo-member';

const FIRST_NAMES = {
  female: ['Amelie', 'Chloe', 'Ines', 'Lea', 'Manon', 'Nora', 'Sofia', 'Yasmin', 'Zoe', 'Maya'],
  male: ['Adam', 'Hugo', 'Karim', 'Leo', 'Louis', 'Noah', 'Omar', 'Paul', 'Theo', 'Yanis'],
  other: ['Alex', 'Camille', 'Charlie', 'Eden', 'Sacha'],
} as const;
const GENDERS = ['female', 'male', 'female', 'male', 'other'] as const;
const PALETTE = ['#e4572e', '#17bebb', '#ffc914', '#76b041', '#6a4c93', '#2e86ab', '#f18f01'];
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

/** A portrait-shaped picture: a colour gradient with the member's initial. */
function portrait(name: string): Promise<Buffer> {
  const [from, to] = some(PALETTE, 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="600" height="800" fill="url(#g)"/>
    <circle cx="300" cy="330" r="170" fill="#ffffff" fill-opacity="0.25"/>
    <text x="300" y="400" font-family="sans-serif" font-size="200" text-anchor="middle"
      fill="#ffffff">${name.charAt(0)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * `pnpm admin demo <count> --near <place>`: members around a place of the gazetteer, with
 * generated photos through the real photo pipeline and storage, purposes and interests, so a
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
      const { image_name } = await this.photos.upload(await portrait(name), null);
      const north = (Math.random() * 2 - 1) * SPREAD_KM;
      const east = (Math.random() * 2 - 1) * SPREAD_KM;
      const ageYears = 20 + randomInt(26);
      const id = await this.accounts.createMember(
        {
          email,
          password_hash: passwordHash,
          name,
          birth_date: toIsoDate(
            new Date(Date.UTC(today.getUTCFullYear() - ageYears, randomInt(12), 1 + randomInt(28))),
          ),
          gender,
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
