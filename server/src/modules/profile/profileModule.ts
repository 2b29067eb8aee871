import { defineModule } from '../../composition/defineModule';
import { takeLocationChange } from '../discovery/discoveryLimits';
import { ProfileRepository } from './profileRepository';
import { profileRoutes } from './profileRoutes';
import { ProfileService } from './profileService';

declare module '../../composition/services' {
  interface Services {
    profile: ProfileService;
  }
}

/** The member's own profile and settings. */
export const profileModule = defineModule({
  name: 'profile',
  provides: ['profile'],
  needs: ['verification'],
  build: ({ verification }, { db, storage, now, rateLimiter }) => ({
    profile: new ProfileService(
      new ProfileRepository(db),
      storage,
      now,
      (memberId) => takeLocationChange(rateLimiter, memberId),
      (memberId) => verification.recheckLater(memberId),
    ),
  }),
  routes: (app) => app.register(profileRoutes, { prefix: '/api' }),
});
