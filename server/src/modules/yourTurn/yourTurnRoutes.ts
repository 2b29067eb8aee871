import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema } from '@dating/contract/schemas';
import { ok } from '../../http/ok';
import { requestLanguage } from '../../http/requestLanguage';
import { memberOf } from '../accounts/memberOf';

/** POST webyourturn and webclosekindly: the caller's own waiting matches. */
export const yourTurnRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { yourTurn } = app.services;

  app.post('/webyourturn', { schema: callRouteSchema(CALLS.webyourturn) }, async (request) =>
    ok(await yourTurn.state(memberOf(request))),
  );

  app.post('/webclosekindly', { schema: callRouteSchema(CALLS.webclosekindly) }, async (request) =>
    ok({
      message: await yourTurn.closeKindly(
        memberOf(request),
        request.body.other_user_id,
        requestLanguage(request),
      ),
    }),
  );
  done();
};
