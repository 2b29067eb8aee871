import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema } from '@dating/contract/schemas';
import { ok } from '../../http/ok';
import { memberOf } from '../accounts/memberOf';

/** POST webcallsettings: the caller's "Allow calls" in one of their chats. */
export const callsRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { calls } = app.services;

  app.post(
    '/webcallsettings',
    { schema: callRouteSchema(CALLS.webcallsettings) },
    async (request) => {
      const { chat_id, allow_calls } = request.body;
      const allow = allow_calls === undefined ? undefined : allow_calls === 'true';
      return ok(await calls.settings(memberOf(request), chat_id, allow));
    },
  );
  done();
};
