import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema } from '@dating/contract/schemas';
import { ok } from '../../http/ok';
import { requestLanguage } from '../../http/requestLanguage';
import { memberOf } from '../accounts/memberOf';

/** Compatibility questions: the list with the caller's answers, answering, comparing. */
export const compatibilityRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { compatibility } = app.services;

  app.post('/webquestions', { schema: callRouteSchema(CALLS.webquestions) }, async (request) =>
    ok(await compatibility.questions(memberOf(request), requestLanguage(request))),
  );

  app.post(
    '/websetquestionanswer',
    { schema: callRouteSchema(CALLS.websetquestionanswer) },
    async (request) =>
      ok({ answer: await compatibility.setAnswer(memberOf(request), request.body) }),
  );

  app.post(
    '/webremovequestionanswer',
    { schema: callRouteSchema(CALLS.webremovequestionanswer) },
    async (request) => {
      await compatibility.removeAnswer(memberOf(request), request.body.question_id);
      return ok({});
    },
  );

  app.post(
    '/webcompareanswers',
    { schema: callRouteSchema(CALLS.webcompareanswers) },
    async (request) =>
      ok(
        await compatibility.compare(
          memberOf(request),
          request.body.friend_id,
          requestLanguage(request),
        ),
      ),
  );

  done();
};
