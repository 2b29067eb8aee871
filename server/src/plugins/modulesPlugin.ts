import fp from 'fastify-plugin';
import { JobClaims } from '../jobs/jobClaims';
import { Scheduler } from '../jobs/scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** The modules' jobs (src/jobs/): tests without the timer run them with `runDue()`. */
    scheduler: Scheduler;
  }
}

export interface ModulesPluginOptions {
  /**
   * false: no timer runs the jobs; a test that moves the clock by hand runs them itself
   * (`app.scheduler.runDue()`), so none races its assertions.
   */
  jobTimer: boolean;
}

/**
 * Each module's routes, socket handlers and jobs, in dependency order (the composition root's,
 * `app.composition`). The process's preparations and the jobs' claim rows are done before it
 * serves (onReady), the jobs' timer starts once it listens, and they stop as it closes; then each
 * module finishes its own work (last built, first closed), before the database closes.
 */
export const modulesPlugin = fp<ModulesPluginOptions>(
  async (app, { jobTimer }) => {
    const { modules, infrastructure } = app.composition;
    const { services } = app;
    const scheduler = new Scheduler({
      now: infrastructure.now,
      claims: new JobClaims(app.db),
      log: app.log,
    });
    for (const module of modules) {
      await module.routes?.(app, infrastructure);
      module.sockets?.({ io: app.io, realtime: app.realtime, log: app.log }, services);
      for (const job of module.jobs?.(services, infrastructure) ?? []) scheduler.add(job);
    }
    app.decorate('scheduler', scheduler);
    app.addHook('onReady', () => scheduler.prepare({ preparations: jobTimer }));
    if (jobTimer) {
      app.addHook('onListen', (done) => {
        scheduler.start();
        done();
      });
    }
    app.addHook('onClose', async () => {
      await scheduler.stop();
      for (const module of [...modules].reverse()) await module.close?.(services);
    });
  },
  { name: 'modules', dependencies: ['services', 'socket.io', 'upload-limits'] },
);
