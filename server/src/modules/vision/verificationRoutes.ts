import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema } from '@dating/shared/contract';
import { HOUR_MS } from '../../limits/rateLimiter';
import { ok } from '../../http/ok';
import { memberOf } from '../accounts/memberOf';

// A data URL is 4/3 of the picture's size (8 MB at most), plus the fields around it.
const SELFIE_BODY_LIMIT_BYTES = 12 * 1024 * 1024;
/** Each attempt runs the face models: a few an hour is plenty for a member. */
const ATTEMPTS_PER_MEMBER = { limits: [{ max: 10, windowMs: HOUR_MS }] } as const;

/** POST webverifyselfie and webverification: selfie verification of the caller. */
export const verificationRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { verification, rateLimiter } = app.services;

  app.post(
    '/webverifyselfie',
    { bodyLimit: SELFIE_BODY_LIMIT_BYTES, schema: callRouteSchema(CALLS.webverifyselfie) },
    async (request) => {
      const memberId = memberOf(request);
      await rateLimiter.take(`verify-selfie:${memberId}`, ATTEMPTS_PER_MEMBER);
      return ok(await verification.verifySelfie(memberId, request.body.file, request.body.pose));
    },
  );

  app.post(
    '/webverification',
    { schema: callRouteSchema(CALLS.webverification) },
    async (request) => ok(await verification.status(memberOf(request))),
  );
  done();
};
