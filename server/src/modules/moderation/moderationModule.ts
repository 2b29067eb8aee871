import { defineModule } from '../../composition/defineModule';
import { ModerationRepository } from './moderationRepository';
import { moderationRoutes } from './moderationRoutes';
import { ModerationService } from './moderationService';

declare module '../../composition/services' {
  interface Services {
    moderation: ModerationService;
  }
}

/** The moderators' queue, cases, actions and audit log. */
export const moderationModule = defineModule({
  name: 'moderation',
  provides: ['moderation'],
  needs: ['photos', 'verification'],
  build: ({ photos, verification }, { db, storage, sessions, mailer, rateLimiter, now }) => ({
    moderation: new ModerationService({
      repository: new ModerationRepository(db),
      storage,
      photos,
      sessions,
      verification,
      mailer,
      limiter: rateLimiter,
      now,
    }),
  }),
  routes: (app) => app.register(moderationRoutes, { prefix: '/api' }),
});
