import { CALLS, callRouteSchema } from '@dating/contract/schemas';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { isLoopbackHost, thisMachineOnly } from '../http/thisMachineOnly';
import type { Mailer } from '../mail/mailer';
import { OutboxMailer } from '../mail/outboxMailer';
import { SmtpMailer } from '../mail/smtpMailer';
import { ok } from '../http/ok';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * What to warn of at start when mail reaches no member: none has a sign-up or reset code, yet
 * sign-up still asks for one (unless the email_verification setting is off).
 */
export function undeliveredMailWarning(
  config: Pick<AppConfig, 'mail' | 'host' | 'trustProxy'>,
): string | null {
  if (config.mail.smtpUrl) return null;
  if (!config.mail.outboxReadable) {
    return 'No SMTP_URL: mail is not delivered, so members cannot receive sign-up or password reset codes. Set SMTP_URL.';
  }
  if (!isLoopbackHost(config.host) || config.trustProxy !== null) {
    return `No SMTP_URL on a server members can reach (HOST=${config.host}${config.trustProxy ? ', behind a proxy' : ''}): members cannot receive sign-up or password reset codes, which stay in an outbox only this machine can read. Set SMTP_URL.`;
  }
  return null;
}

/**
 * Outgoing mail as `app.mailer`: SMTP when SMTP_URL is set, otherwise the outbox, readable at
 * GET /api/dev/mail?to=<email> from this machine only, outside production (or with
 * DEV_OUTBOX=true: `pnpm start`, e2e).
 */
export const mailPlugin = fp(
  (app, _options, done) => {
    const { smtpUrl, from, outboxReadable } = app.config.mail;
    const warning = undeliveredMailWarning(app.config);
    if (warning) app.log.warn(warning);
    if (smtpUrl) {
      const smtp = new SmtpMailer(smtpUrl, from);
      app.decorate('mailer', smtp);
      app.addHook('onClose', (_instance, closed) => {
        smtp.close();
        closed();
      });
      done();
      return;
    }

    const outbox = new OutboxMailer();
    app.decorate('mailer', outbox);
    if (outboxReadable) {
      app.withTypeProvider<TypeBoxTypeProvider>().get(
        '/api/dev/mail',
        {
          config: { public: true },
          onRequest: thisMachineOnly,
          schema: callRouteSchema(CALLS['dev/mail']),
        },
        (request) => ok({ mails: outbox.mailsTo(request.query.to) }),
      );
    }
    done();
  },
  { name: 'mail', dependencies: ['config'] },
);
