import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema } from '@dating/contract/schemas';
import { ok } from '../../http/ok';
import { memberOf } from '../accounts/memberOf';

/** POST webhiddenwords and webhiddenmessages: the caller's own list and Hidden folder. */
export const hiddenWordsRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { hiddenWords } = app.services;

  app.post('/webhiddenwords', { schema: callRouteSchema(CALLS.webhiddenwords) }, async (request) =>
    ok({ words: await hiddenWords.words(memberOf(request), request.body) }),
  );

  app.post(
    '/webhiddenmessages',
    { schema: callRouteSchema(CALLS.webhiddenmessages) },
    async (request) => ok({ items: await hiddenWords.hiddenFolder(memberOf(request)) }),
  );
  done();
};
