import { defineModule } from '../../composition/defineModule';
import { CompatibilityRepository } from './compatibilityRepository';
import { compatibilityRoutes } from './compatibilityRoutes';
import { CompatibilityService } from './compatibilityService';

declare module '../../composition/services' {
  interface Services {
    compatibility: CompatibilityService;
  }
}

/** Compatibility questions: the admin's list, members' answers, percentages and comparisons. */
export const compatibilityModule = defineModule({
  name: 'compatibility',
  provides: ['compatibility'],
  needs: ['memberVisibility'],
  build: ({ memberVisibility }, { db, now }) => ({
    compatibility: new CompatibilityService(new CompatibilityRepository(db), memberVisibility, now),
  }),
  routes: (app) => app.register(compatibilityRoutes, { prefix: '/api' }),
});
