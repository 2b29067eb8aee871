import fp from 'fastify-plugin';
import { composeServices } from '../composition/compose';
import type { ServerModule } from '../composition/defineModule';
import { SERVER_MODULES } from '../composition/serverModules';
import type { Infrastructure, Services } from '../composition/services';
import { RateLimiter } from '../limits/rateLimiter';
import { VisionThread, visionThreadLoader } from '../modules/vision/visionThread';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every domain service, built once by the composition root. */
    services: Services;
    /** The modules in dependency order, and what they were built on (modulesPlugin). */
    composition: { modules: readonly ServerModule[]; infrastructure: Infrastructure };
  }
}

export type ServicesPluginOptions = Pick<
  Infrastructure,
  'now' | 'identityProvider' | 'passwordHasher' | 'placesProvider' | 'pushAgent'
>;

/**
 * Builds every module's services once through the composition root, as `app.services`, from the
 * infrastructure plugins' decorations. Their routes, sockets and jobs come later (modulesPlugin).
 */
export const servicesPlugin = fp<ServicesPluginOptions>(
  (app, options, done) => {
    const visionThread = new VisionThread();
    const infrastructure: Infrastructure = {
      ...options,
      config: app.config,
      database: app.database,
      db: app.database.ordinary,
      rateLimiter: new RateLimiter(app.rateLimits, options.now),
      mailer: app.mailer,
      storage: app.storage,
      sessions: app.sessions,
      // The models, or null (logged once) when they cannot load: the product works without them.
      visionEngine: app.config.vision
        ? visionThreadLoader(visionThread, (error) =>
            app.log.error({ err: error }, 'vision models unavailable: every picture is unknown'),
          )
        : () => Promise.resolve(null),
      log: app.log,
      realtime: app.realtime,
    };
    const { services, modules } = composeServices(SERVER_MODULES, infrastructure);
    // The models load as the server starts, at the thread's low priority, rather than on the
    // first picture, whose member would wait for them (2 s quiet, 14 to 17 s on busy cores).
    if (app.config.vision) {
      app.addHook('onReady', (hookDone) => {
        void infrastructure.visionEngine();
        hookDone();
      });
    }
    // Registered before the modules' own close (modulesPlugin): runs after it (later closes first).
    app.addHook('onClose', async () => {
      await visionThread.close();
    });
    app.decorate('services', services);
    app.decorate('composition', { modules, infrastructure });
    done();
  },
  {
    name: 'services',
    dependencies: ['config', 'database', 'mail', 'storage', 'socket.io', 'auth'],
  },
);
