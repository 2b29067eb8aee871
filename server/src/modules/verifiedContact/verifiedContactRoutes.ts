import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema } from '@dating/contract/schemas';
import { ok } from '../../http/ok';
import { memberOf } from '../accounts/memberOf';

/** POST webverifiedonly: the caller's own "Only verified members can message me". */
export const verifiedContactRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { verifiedContact } = app.services;

  app.post(
    '/webverifiedonly',
    { schema: callRouteSchema(CALLS.webverifiedonly) },
    async (request) => {
      const { verified_only } = request.body;
      const on = verified_only === undefined ? undefined : verified_only === 'true';
      const result = await verifiedContact.verifiedOnly(memberOf(request), on);
      return ok({ verified_only: result ? ('true' as const) : ('false' as const) });
    },
  );
  done();
};
