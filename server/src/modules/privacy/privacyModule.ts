import { defineModule } from '../../composition/defineModule';
import { PrivacyRepository } from './privacyRepository';
import { privacyRoutes } from './privacyRoutes';
import { PrivacyService } from './privacyService';

declare module '../../composition/services' {
  interface Services {
    privacy: PrivacyService;
  }
}

/** Snooze and incognito. */
export const privacyModule = defineModule({
  name: 'privacy',
  provides: ['privacy'],
  build: (_needs, { db, now }) => ({ privacy: new PrivacyService(new PrivacyRepository(db), now) }),
  routes: (app) => app.register(privacyRoutes, { prefix: '/api' }),
});
