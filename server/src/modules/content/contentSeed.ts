import type { Seed } from '../../db/applySeeds';
import { CONTENT_DEFAULTS } from './contentDefaults';
import { ContentRepository } from './contentRepository';
import { ContentService } from './contentService';

/** Installs the default admin content once per database; later edits are never overwritten. */
export const contentSeed: Seed = {
  name: 'content-defaults',
  run: (db) => new ContentService(new ContentRepository(db)).installDefaults(CONTENT_DEFAULTS),
};
