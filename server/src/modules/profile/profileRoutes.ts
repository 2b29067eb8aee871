import { CALLS, callRouteSchema } from '@dating/shared/contract';
import { MESSAGES } from '@dating/shared/rules';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/ok';
import { memberOf } from '../accounts/memberOf';

/** The member's own profile, settings and photo order (spec section 7, Profile and settings). */
export const profileRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { profile } = app.services;

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

  done();
};
