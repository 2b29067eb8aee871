import { MESSAGES } from '@dating/shared/rules';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/ok';
import { RateLimiter } from '../../limits/rateLimiter';
import { memberOf } from '../accounts/memberOf';
import { takeLocationChange } from '../discovery/discoveryLimits';
import { ProfileRepository } from './profileRepository';
import { messageReply, setFirstLookBody, setProfileBody } from './profileSchemas';
import { ProfileService } from './profileService';

export interface ProfileRoutesOptions {
  /** The clock premium membership and feed items are timed by; tests move it. */
  now?: () => Date;
}

/** The member's own profile, settings and photo order (spec section 7, Profile and settings). */
export const profileRoutes: FastifyPluginCallbackTypebox<ProfileRoutesOptions> = (
  app,
  options,
  done,
) => {
  const now = options.now ?? (() => new Date());
  const limiter = new RateLimiter(app.rateLimits, now);
  const profile = new ProfileService(new ProfileRepository(app.db), app.storage, now, (memberId) =>
    takeLocationChange(limiter, memberId),
  );

  app.post(
    '/websetprofile',
    { schema: { body: setProfileBody, response: { 200: messageReply } } },
    async (request) => {
      await profile.setProfile(memberOf(request), request.body);
      return ok({ message: MESSAGES.profileUpdated });
    },
  );

  app.post(
    '/websetfirstlook',
    { schema: { body: setFirstLookBody, response: { 200: messageReply } } },
    async (request) => {
      await profile.setFirstLook(memberOf(request), request.body.user_image);
      return ok({});
    },
  );

  done();
};
