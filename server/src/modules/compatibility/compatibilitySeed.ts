import type { Seed } from '../../db/applySeeds';
import { CompatibilityRepository } from './compatibilityRepository';
import { DEFAULT_QUESTIONS } from './defaultQuestions';

/** The default questions in the four languages, once per database; admin edits are kept. */
export const compatibilitySeed: Seed = {
  name: 'compatibility-questions',
  run: (db) => new CompatibilityRepository(db).insertDefaults(DEFAULT_QUESTIONS),
};
