import { defineModule } from '../../composition/defineModule';
import { adminImageOrigins } from '../../plugins/contentSecurityPolicy';
import { memberInterestsLookup } from '../accounts/memberInterestsLookup';
import { ContentRepository } from './contentRepository';
import { contentRoutes } from './contentRoutes';
import { ContentService } from './contentService';

declare module '../../composition/services' {
  interface Services {
    content: ContentService;
  }
}

/** Admin data, settings, help pages and their translations. */
export const contentModule = defineModule({
  name: 'content',
  provides: ['content'],
  build: (_needs, { db, config }) => ({
    content: new ContentService(new ContentRepository(db), adminImageOrigins(config)),
  }),
  routes: (app, { database, identityProvider }) =>
    app.register(contentRoutes, {
      prefix: '/api',
      memberInterests: memberInterestsLookup(database),
      socialLogin: identityProvider?.browserConfig ?? null,
    }),
});
