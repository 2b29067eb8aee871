import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema, matchRefusalReply } from '@dating/contract/schemas';
import { ok } from '../../http/ok';
import { requestLanguage } from '../../http/requestLanguage';
import { memberOf } from '../accounts/memberOf';
import { LIKE_MESSAGES } from './likeMessages';
import { OutOfSuperlikes } from './likesService';

/** Likes, super likes, declines, rewind and unfriending (spec section 7, Discovery and matching). */
export const likesRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { likes } = app.services;
  const matchRoute = callRouteSchema(CALLS.webmatch);

  app.post(
    '/webmatch',
    { schema: { ...matchRoute, response: { ...matchRoute.response, 409: matchRefusalReply } } },
    async (request, reply) => {
      const { follow_id, type, ...aim } = request.body;
      try {
        const outcome = await likes.swipe(memberOf(request), follow_id, type, aim);
        const message = outcome.match
          ? LIKE_MESSAGES.matched
          : type === 'superlike'
            ? LIKE_MESSAGES.superliked
            : LIKE_MESSAGES.liked;
        const answer = { message, superlike_count: outcome.superlikeCount };
        return outcome.match
          ? ok({ ...answer, match: '1' as const, result: outcome.match })
          : ok({ ...answer, match: '0' as const });
      } catch (error) {
        // The browser opens the packs popup on superlike_count 0 (spec section 4).
        if (!(error instanceof OutOfSuperlikes)) throw error;
        return reply
          .code(409)
          .send({ status: 'false' as const, message: error.message, superlike_count: 0 });
      }
    },
  );

  app.post('/webunmatch', { schema: callRouteSchema(CALLS.webunmatch) }, async (request) => {
    await likes.decline(memberOf(request), request.body.follow_id);
    return ok({ message: LIKE_MESSAGES.declined });
  });

  app.post('/webundomatch', { schema: callRouteSchema(CALLS.webundomatch) }, async (request) => {
    const { card, superlikeCount } = await likes.undo(memberOf(request), requestLanguage(request));
    return ok({
      undo: '1' as const,
      undostatus: 'true' as const,
      superlike_count: superlikeCount,
      result: card,
    });
  });

  app.post('/webgetcheck', { schema: callRouteSchema(CALLS.webgetcheck) }, async (request) =>
    ok({ superlike_count: await likes.superlikeCount(memberOf(request)) }),
  );

  for (const name of ['unfriendweb', 'webunfriend'] as const) {
    app.post(`/${name}`, { schema: callRouteSchema(CALLS[name]) }, async (request) => {
      await likes.unfriend(memberOf(request), request.body.unfriend_user_id);
      return ok({ message: LIKE_MESSAGES.unfriended });
    });
  }

  done();
};
