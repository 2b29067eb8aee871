import fp from 'fastify-plugin';
import { MINUTE_MS } from '../../limits/rateLimiter';
import { memberRoom } from '../accounts/sessions';
import { DataExportRepository } from './dataExportRepository';
import { dataExportRoutes } from './dataExportRoutes';
import { DataExportService } from './dataExportService';

declare module 'fastify' {
  interface FastifyInstance {
    dataExports: DataExportService;
  }
}

/**
 * How often this process looks for exports to build (a request starts its own build at once;
 * this picks up one whose process stopped) and deletes expired ones.
 */
export const EXPORT_RUN_EVERY_MS = MINUTE_MS;

export interface DataExportPluginOptions {
  now: () => Date;
}

/**
 * Data exports: `app.dataExports`, the Settings calls, the `dataexport` socket notice to the
 * member's own room when one is ready, and the job that builds waiting exports and deletes
 * expired ones.
 */
export const dataExportPlugin = fp<DataExportPluginOptions>(
  async (app, { now }) => {
    const service = new DataExportService(
      new DataExportRepository(app.db),
      app.storage,
      now,
      (memberId, state) => app.io.to(memberRoom(memberId)).emit('dataexport', { state }),
      app.log,
    );
    app.decorate('dataExports', service);
    await app.register(dataExportRoutes, { prefix: '/api', service });

    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      running ??= Promise.all([service.buildWaiting(), service.deleteExpired()])
        .catch((error: unknown) => app.log.error({ err: error }, 'data exports'))
        .finally(() => {
          running = null;
        });
    }, EXPORT_RUN_EVERY_MS);
    timer.unref();
    // A build under way finishes before the database closes.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
      await service.idle();
    });
  },
  { name: 'data-export', dependencies: ['config', 'database', 'storage', 'socket.io', 'auth'] },
);
