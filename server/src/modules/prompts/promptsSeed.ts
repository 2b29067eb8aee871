import type { Seed } from '../../db/applySeeds';
import { PromptsRepository } from './promptsRepository';
import { PromptsService } from './promptsService';

/** The default prompts in the four languages, once per database; admin edits are kept. */
export const promptsSeed: Seed = {
  name: 'prompts-defaults',
  run: (db) => new PromptsService(new PromptsRepository(db)).installDefaults(),
};
