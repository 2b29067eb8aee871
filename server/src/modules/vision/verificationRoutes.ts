import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema } from '@dating/contract/schemas';
import { LIMITS, MESSAGES } from '@dating/contract/rules';
import { HOUR_MS } from '../../limits/rateLimiter';
import { heavyWorkCaller } from '../../limits/uploadLimitsPlugin';
import { ok } from '../../http/ok';
import { memberOf } from '../accounts/memberOf';

/**
 * The camera flow's frames: at most 8 of at most 640 pixels a side, JPEG at about 0.85, are 60
 * to 120 KB each, 4/3 of that as data URLs; 3 MB leaves room for larger camera pictures.
 */
const SELFIE_BODY_LIMIT_BYTES = LIMITS.selfieMaxMb * 1024 * 1024;
/** Each attempt runs the face models on every frame: a few an hour is plenty for a member. */
const ATTEMPTS_PER_MEMBER = { limits: [{ max: 10, windowMs: HOUR_MS }] } as const;

/**
 * POST webverificationchallenge, webverifyselfie and webverification: selfie verification of
 * the caller.
 */
export const verificationRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { verification, rateLimiter } = app.services;

  app.post(
    '/webverificationchallenge',
    { schema: callRouteSchema(CALLS.webverificationchallenge) },
    async (request) => {
      const memberId = memberOf(request);
      await rateLimiter.take(`verify-challenge:${memberId}`, ATTEMPTS_PER_MEMBER);
      return ok({ result: await verification.challenge(memberId) });
    },
  );

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
          verification.verifySelfie(memberId, request.body),
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
