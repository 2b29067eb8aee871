import { defineModule } from '../../composition/defineModule';
import { takeLocationChange } from '../discovery/discoveryLimits';
import { CachedProfiles } from './cachedProfiles';
import { OwnProfileRepository } from './ownProfileRepository';
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
  needs: ['verification', 'content', 'photos', 'scams', 'places'],
  build: ({ verification, content, photos, scams, places }, { db, storage, now, rateLimiter }) => ({
    profile: new ProfileService({
      repository: new ProfileRepository(db),
      ownProfiles: new CachedProfiles(new OwnProfileRepository(db)),
      storage,
      content,
      places,
      photos,
      scams,
      now,
      takeLocationChange: (memberId) => takeLocationChange(rateLimiter, memberId),
      mainPhotoChanged: (memberId) => verification.recheckLater(memberId),
    }),
  }),
  routes: (app) => app.register(profileRoutes, { prefix: '/api' }),
});
