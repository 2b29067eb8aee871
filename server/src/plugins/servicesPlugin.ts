import fp from 'fastify-plugin';
import { createServices, type Services } from '../createServices';
import { adminImageOrigins } from './contentSecurityPolicy';
import type { IdentityProvider } from '../modules/accounts/identityProvider';
import type { PasswordHasher } from '../modules/accounts/passwordHasher';
import { createPaymentGateway } from '../modules/payments/createPaymentGateway';
import { PaymentsRepository } from '../modules/payments/paymentsRepository';
import { PaymentsService } from '../modules/payments/paymentsService';
import { VisionThread, visionThreadLoader } from '../modules/vision/visionThread';

/** The server's services: the admin CLI's, and payments, which only the server takes. */
export interface AppServices extends Services {
  payments: PaymentsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export interface ServicesPluginOptions {
  now: () => Date;
  /** The social sign-in provider, or null: the social calls then refuse. */
  identityProvider: IdentityProvider | null;
  passwordHasher: PasswordHasher;
}

/** Builds every domain service once, as `app.services`, for the route and socket plugins. */
export const servicesPlugin = fp<ServicesPluginOptions>(
  (app, { now, identityProvider, passwordHasher }, done) => {
    const visionThread = new VisionThread();
    const services = createServices({
      db: app.db,
      nearestFirstDb: app.nearestFirstDb,
      pipelinedDb: app.pipelinedDb,
      rateLimits: app.rateLimits,
      mailer: app.mailer,
      storage: app.storage,
      sessions: app.sessions,
      passwordHasher,
      identityProvider,
      now,
      // The models, or null (logged once) when they cannot load: the product works without them.
      visionEngine: app.config.vision
        ? visionThreadLoader(visionThread, (error) =>
            app.log.error({ err: error }, 'vision models unavailable: every picture is unknown'),
          )
        : () => Promise.resolve(null),
      onBackgroundError: (error) => app.log.error({ err: error }, 'vision background work failed'),
      onReactionFailure: (error, event) =>
        app.log.error({ err: error, event }, 'a reaction to a domain event failed'),
      adminImageOrigins: adminImageOrigins(app.config),
    });
    // Photos still being described finish before the database closes.
    app.addHook('onClose', async () => {
      await services.vision.idle();
      await visionThread.close();
    });
    const payments = new PaymentsService(
      new PaymentsRepository(app.db),
      services.content,
      createPaymentGateway(app.config.braintree),
      now,
    );
    app.decorate('services', { ...services, payments });
    done();
  },
  { name: 'services', dependencies: ['config', 'database', 'mail', 'storage', 'auth'] },
);
