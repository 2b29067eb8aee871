import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema } from '@dating/contract/schemas';
import { ok } from '../../http/ok';
import { memberOf } from '../accounts/memberOf';

/** POST websetsnooze and websetincognito: the caller's own snooze and incognito. */
export const privacyRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { privacy } = app.services;

  app.post('/websetsnooze', { schema: callRouteSchema(CALLS.websetsnooze) }, async (request) =>
    ok({ result: await privacy.setSnooze(memberOf(request), request.body.snooze) }),
  );

  app.post(
    '/websetincognito',
    { schema: callRouteSchema(CALLS.websetincognito) },
    async (request) =>
      ok({
        result: await privacy.setIncognito(memberOf(request), request.body.incognito === 'true'),
      }),
  );
  done();
};
