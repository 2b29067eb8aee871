import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema } from '@dating/contract/schemas';
import { ok } from '../../http/ok';
import { requestLanguage } from '../../http/requestLanguage';
import { memberOf } from '../accounts/memberOf';

/** Profile prompts: the admin's list with the caller's answers, and changing those answers. */
export const promptsRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { prompts } = app.services;

  app.post('/webprompts', { schema: callRouteSchema(CALLS.webprompts) }, async (request) =>
    ok(await prompts.choices(memberOf(request), requestLanguage(request))),
  );

  app.post('/websetprompts', { schema: callRouteSchema(CALLS.websetprompts) }, async (request) =>
    ok({
      answers: await prompts.setAnswers(
        memberOf(request),
        request.body.answers,
        requestLanguage(request),
      ),
    }),
  );

  done();
};
