import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import type { Mailer } from '../mail/mailer';
import { OutboxMailer } from '../mail/outboxMailer';
import { SmtpMailer } from '../mail/smtpMailer';
import { ok } from '../http/ok';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const devMailQuery = Type.Object({ to: Type.String({ minLength: 1 }) });
const devMailReply = Type.Object({
  status: Type.Literal('true'),
  mails: Type.Array(
    Type.Object({
      to: Type.String(),
      subject: Type.String(),
      text: Type.String(),
      time: Type.String(),
    }),
  ),
});

/**
 * Outgoing mail as `app.mailer`: SMTP when SMTP_URL is set, otherwise the outbox, readable at
 * GET /api/dev/mail?to=<email> outside production (or with DEV_OUTBOX=true, for e2e).
 */
export const mailPlugin = fp(
  (app, _options, done) => {
    const { smtpUrl, from, outboxReadable } = app.config.mail;
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
    if (!outboxReadable) {
      app.log.warn(
        'No SMTP_URL: mail is not delivered, so members cannot receive sign-up or password reset codes. Set SMTP_URL.',
      );
      done();
      return;
    }
    app.withTypeProvider<TypeBoxTypeProvider>().get(
      '/api/dev/mail',
      {
        config: { public: true },
        schema: { querystring: devMailQuery, response: { 200: devMailReply } },
      },
      (request) => ok({ mails: outbox.mailsTo(request.query.to) }),
    );
    done();
  },
  { name: 'mail', dependencies: ['config'] },
);
