import { defineModule } from '../../composition/defineModule';
import { ShadowRestriction } from '../moderation/shadowRestriction';
import { ReportsRepository } from './reportsRepository';
import { reportsRoutes } from './reportsRoutes';
import { ReportsService } from './reportsService';

declare module '../../composition/services' {
  interface Services {
    reports: ReportsService;
  }
}

/** Members' reports of other members. */
export const reportsModule = defineModule({
  name: 'reports',
  provides: ['reports'],
  needs: ['memberVisibility', 'content'],
  build: ({ memberVisibility, content }, { db, storage, now }) => ({
    reports: new ReportsService({
      repository: new ReportsRepository(db),
      visibility: memberVisibility,
      restriction: new ShadowRestriction(db, content, now),
      storage,
      now,
    }),
  }),
  routes: (app) => app.register(reportsRoutes, { prefix: '/api' }),
});
