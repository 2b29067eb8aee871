import type { Kysely } from 'kysely';
import {
  arabicHelpGlossarySeed,
  moderationHelpSeed,
  realHelpAndLinksSeed,
} from '../modules/content/contentRevisionSeed';
import { contentSeed, contentTranslationsSeed } from '../modules/content/contentSeed';
import { compatibilitySeed } from '../modules/compatibility/compatibilitySeed';
import { promptsSeed } from '../modules/prompts/promptsSeed';
import { applySeeds, type Seed } from './applySeeds';
import { migrateToLatest } from './migrateToLatest';
import type { Database } from './schema';

/** Every module's first-start data, in order. */
const SEEDS: readonly Seed[] = [
  contentSeed,
  contentTranslationsSeed,
  realHelpAndLinksSeed,
  moderationHelpSeed,
  arabicHelpGlossarySeed,
  promptsSeed,
  compatibilitySeed,
];

/** Brings a database to the current schema with its default data; safe to run at every start. */
export async function prepareDatabase(db: Kysely<Database>): Promise<void> {
  await migrateToLatest(db);
  await applySeeds(db, SEEDS);
}
