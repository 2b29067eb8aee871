import fp from 'fastify-plugin';
import { MINUTE_MS } from '../../limits/rateLimiter';
import { keptSecret } from '../../secrets/keptSecret';
import { EmailDigestsRepository } from './emailDigestsRepository';
import { emailDigestsRoutes } from './emailDigestsRoutes';
import { EmailDigestsService } from './emailDigestsService';
import { UnsubscribeLinks } from './unsubscribeLinks';

declare module 'fastify' {
  interface FastifyInstance {
    emailDigests: EmailDigestsService;
  }
}

/** How often the job looks for members due a digest: a digest is an hour late at the soonest. */
export const DIGEST_RUN_EVERY_MS = 5 * MINUTE_MS;

export interface EmailDigestsPluginOptions {
  now: () => Date;
}

/**
 * Digest e-mails: `app.emailDigests`, the Settings and unsubscribe calls, and the job that mails
 * members due a digest every few minutes, in this process. Several processes may run it: each
 * member's day is claimed in the database, so only one of them mails it.
 */
export const emailDigestsPlugin = fp<EmailDigestsPluginOptions>(
  async (app, { now }) => {
    const { publicUrl, linksSecretFile } = app.config.mail;
    const service = new EmailDigestsService(
      new EmailDigestsRepository(app.db),
      app.mailer,
      new UnsubscribeLinks(keptSecret(linksSecretFile), publicUrl),
      publicUrl,
      now,
      app.log,
    );
    app.decorate('emailDigests', service);
    await app.register(emailDigestsRoutes, { prefix: '/api', service });

    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      // A run still going (a slow mail server) is not doubled.
      running ??= service
        .sendDue()
        .catch((error: unknown) => app.log.error({ err: error }, 'digest e-mails'))
        .finally(() => {
          running = null;
        });
    }, DIGEST_RUN_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'email-digests', dependencies: ['config', 'database', 'mail', 'auth'] },
);
