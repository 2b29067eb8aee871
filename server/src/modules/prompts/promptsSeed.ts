import type { Seed } from '../../db/applySeeds';
import { DEFAULT_PROMPTS } from './defaultPrompts';
import { PromptsRepository } from './promptsRepository';

/** The default prompts in the four languages, once per database; admin edits are kept. */
export const promptsSeed: Seed = {
  name: 'prompts-defaults',
  run: (db) => new PromptsRepository(db).insertDefaults(DEFAULT_PROMPTS),
};
