import { defineModule } from '../../composition/defineModule';
import { MINUTE_MS } from '../../limits/rateLimiter';
import { keptSecret } from '../../secrets/keptSecret';
import { EmailDigestsRepository } from './emailDigestsRepository';
import { emailDigestsRoutes } from './emailDigestsRoutes';
import { EmailDigestsService } from './emailDigestsService';
import { UnsubscribeLinks } from './unsubscribeLinks';

declare module '../../composition/services' {
  interface Services {
    emailDigests: EmailDigestsService;
  }
}

/** How often the job looks for members due a digest: a digest is an hour late at the soonest. */
const DIGEST_RUN_EVERY_MS = 5 * MINUTE_MS;

/**
 * Digest e-mails: the Settings and unsubscribe calls, and the job that mails members due a
 * digest. Each member's day is also claimed in the database, so a member is mailed once.
 */
export const emailDigestsModule = defineModule({
  name: 'emailDigests',
  provides: ['emailDigests'],
  build: (_needs, { db, mailer, config, now, log }) => {
    const { publicUrl, linksSecretFile } = config.mail;
    return {
      emailDigests: new EmailDigestsService(
        new EmailDigestsRepository(db),
        mailer,
        new UnsubscribeLinks(keptSecret(linksSecretFile), publicUrl),
        publicUrl,
        now,
        log,
      ),
    };
  },
  routes: (app) =>
    app.register(emailDigestsRoutes, { prefix: '/api', service: app.services.emailDigests }),
  jobs: ({ emailDigests }) => [
    {
      name: 'email-digests',
      every: DIGEST_RUN_EVERY_MS,
      runsOn: 'one process',
      run: () => emailDigests.sendDue(),
    },
  ],
});
