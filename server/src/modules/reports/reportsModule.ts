import { defineModule } from '../../composition/defineModule';
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
  needs: ['memberVisibility'],
  build: ({ memberVisibility }, { db, storage, now }) => ({
    reports: new ReportsService({
      repository: new ReportsRepository(db),
      visibility: memberVisibility,
      storage,
      now,
    }),
  }),
  routes: (app) => app.register(reportsRoutes, { prefix: '/api' }),
});
