import { CALLS, callRouteSchema } from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/ok';
import { memberOf } from '../accounts/memberOf';
import { requestLanguage } from '../../http/requestLanguage';

/**
 * The member's own profile: its read (webprofile), its changes and photo order (spec section 7,
 * Profile and settings).
 */
export const profileRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { profile } = app.services;

  app.post('/webprofile', { schema: callRouteSchema(CALLS.webprofile) }, async (request) => {
    const memberId = memberOf(request, 'user_id', 'own_id');
    const { chat_userid: otherId, chat_id: chatId } = request.body;
    // The chat variant (spec section 7): the other member's chat header.
    if (otherId !== undefined || chatId !== undefined) {
      return ok({ result: await app.services.chat.header(memberId, chatId ?? 0, otherId ?? 0) });
    }
    return ok({ result: await profile.ownProfile(memberId, requestLanguage(request)) });
  });

  app.post('/websetprofile', { schema: callRouteSchema(CALLS.websetprofile) }, async (request) => {
    await profile.setProfile(memberOf(request), request.body);
    return ok({ message: MESSAGES.profileUpdated });
  });

  app.post(
    '/websetfirstlook',
    { schema: callRouteSchema(CALLS.websetfirstlook) },
    async (request) => {
      await profile.setFirstLook(memberOf(request), request.body.user_image);
      return ok({});
    },
  );

  app.post(
    '/websetphotoorder',
    { schema: callRouteSchema(CALLS.websetphotoorder) },
    async (request) => {
      await profile.setPhotoOrder(memberOf(request), request.body.photo_ids);
      return ok({});
    },
  );

  done();
};
