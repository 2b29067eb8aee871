import type { Seed } from '../../db/applySeeds';
import { CONTENT_DEFAULTS } from './contentDefaults';
import { ContentRepository } from './contentRepository';
import { ContentService } from './contentService';

/** Installs the default admin content once per database; later edits are never overwritten. */
export const contentSeed: Seed = {
  name: 'content-defaults',
  run: (db) => new ContentService(new ContentRepository(db)).installDefaults(CONTENT_DEFAULTS),
};

/**
 * The default content's fr, sp and ar texts, once per database: after the defaults on a new one,
 * and on an older one for the default rows it still has (an admin's edits stay as they are).
 */
export const contentTranslationsSeed: Seed = {
  name: 'content-translations',
  run: (db) => new ContentService(new ContentRepository(db)).installTranslations(),
};
