import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema, type Flag } from '@dating/contract/schemas';
import { ok } from '../../http/ok';
import { memberOf } from '../accounts/memberOf';
import type { EmailSettings } from './emailDigestsRepository';
import type { EmailDigestsService } from './emailDigestsService';

const asFlag = (value: boolean): Flag => (value ? 'true' : 'false');

/** Settings' e-mail switches, and the digests' unsubscribe link (public: it comes from a mail). */
export const emailDigestsRoutes: FastifyPluginCallbackTypebox<{ service: EmailDigestsService }> = (
  app,
  { service },
  done,
) => {
  app.post(
    '/webemailsettings',
    { schema: callRouteSchema(CALLS.webemailsettings) },
    async (request) => {
      const settings = await service.settings(memberOf(request));
      return ok({
        email_matches: asFlag(settings.email_matches),
        email_messages: asFlag(settings.email_messages),
      });
    },
  );

  app.post(
    '/websetemailsettings',
    { schema: callRouteSchema(CALLS.websetemailsettings) },
    async (request) => {
      const memberId = memberOf(request);
      const change: Partial<EmailSettings> = {};
      if (request.body.email_matches) change.email_matches = request.body.email_matches === 'true';
      if (request.body.email_messages) {
        change.email_messages = request.body.email_messages === 'true';
      }
      await service.setSettings(memberId, change);
      return ok({});
    },
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/emailunsubscribe',
    config: { public: true },
    schema: callRouteSchema(CALLS.emailunsubscribe),
    handler: async (request, reply) => {
      const { member, signature } = request.query;
      const page = await service.unsubscribe(member, signature, request.method === 'POST');
      // Nobody else's page to cache; the link's address is the only secret it holds.
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(page);
    },
  });
  done();
};
