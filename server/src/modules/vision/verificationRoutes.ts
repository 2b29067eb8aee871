import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema } from '@dating/shared/contract';
import { LIMITS, MESSAGES } from '@dating/shared/rules';
import { HOUR_MS } from '../../limits/rateLimiter';
import { heavyWorkCaller } from '../../limits/uploadLimitsPlugin';
import { ok } from '../../http/ok';
import { memberOf } from '../accounts/memberOf';

// The selfie's camera frames as JPEG data URLs, plus the fields around them.
const SELFIE_BODY_LIMIT_BYTES = LIMITS.selfieMaxMb * 1024 * 1024;
/** Each attempt runs the face models: a few an hour is plenty for a member. */
const ATTEMPTS_PER_MEMBER = { limits: [{ max: 10, windowMs: HOUR_MS }] } as const;

/** POST webverifyselfie and webverification: selfie verification of the caller. */
export const verificationRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { verification } = app.services;

  app.post(
    '/webverifyselfie',
    {
      config: {
        upload: {
          tooLarge: MESSAGES.selfieTooLarge,
          perMember: { key: 'verify-selfie', policy: ATTEMPTS_PER_MEMBER },
        },
      },
      bodyLimit: SELFIE_BODY_LIMIT_BYTES,
      schema: callRouteSchema(CALLS.webverifyselfie),
    },
    async (request) => {
      const memberId = memberOf(request);
      return ok(
        await app.heavyWork.run(heavyWorkCaller(request), () =>
          verification.verifySelfie(memberId, request.body.file, request.body.pose),
        ),
      );
    },
  );

  app.post(
    '/webverification',
    { schema: callRouteSchema(CALLS.webverification) },
    async (request) => ok(await verification.status(memberOf(request))),
  );
  done();
};
