import { defineModule } from '../../composition/defineModule';
import { MINUTE_MS } from '../../limits/rateLimiter';
import { DataExportRepository } from './dataExportRepository';
import { dataExportRoutes } from './dataExportRoutes';
import { DataExportService } from './dataExportService';

declare module '../../composition/services' {
  interface Services {
    dataExports: DataExportService;
  }
}

/**
 * How often the job looks for exports to build (a request starts its own build at once; this
 * picks up one whose process stopped) and deletes expired ones.
 */
const EXPORT_RUN_EVERY_MS = MINUTE_MS;

/**
 * Data exports: the Settings calls, the `dataexport` event to the member when one is ready, and
 * the job that builds waiting exports (each claimed by its row) and deletes expired ones.
 */
export const dataExportModule = defineModule({
  name: 'dataExport',
  provides: ['dataExports'],
  build: (_needs, { db, storage, now, realtime, log }) => ({
    dataExports: new DataExportService(new DataExportRepository(db), storage, now, realtime, log),
  }),
  routes: (app) =>
    app.register(dataExportRoutes, { prefix: '/api', service: app.services.dataExports }),
  jobs: ({ dataExports }) => [
    {
      name: 'data-exports',
      every: EXPORT_RUN_EVERY_MS,
      runsOn: 'one process',
      run: async () => {
        await Promise.all([dataExports.buildWaiting(), dataExports.deleteExpired()]);
      },
    },
  ],
  // A build under way finishes before the database closes.
  close: ({ dataExports }) => dataExports.idle(),
});
