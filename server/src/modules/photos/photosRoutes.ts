import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema } from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import { ok } from '../../http/ok';
import { HOUR_MS } from '../../limits/rateLimiter';
import { heavyWorkCaller } from '../../limits/uploadLimitsPlugin';
import { PHOTO_UPLOAD_BODY_LIMIT_BYTES } from './photoProcessor';

const UPLOADS_PER_VISITOR_ADDRESS = { limits: [{ max: 30, windowMs: HOUR_MS }] } as const;
const UPLOADS_PER_MEMBER = { limits: [{ max: 30, windowMs: HOUR_MS }] } as const;

/**
 * POST uploadimageweb: the sign-up photo (public, limited per address) or a member's upload
 * (limited per member).
 */
export const photosRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { photos } = app.services;

  app.post(
    '/uploadimageweb',
    {
      config: {
        public: true,
        upload: {
          tooLarge: MESSAGES.imageTooLarge,
          perVisitorAddress: { key: 'upload-ip', policy: UPLOADS_PER_VISITOR_ADDRESS },
          perMember: { key: 'upload', policy: UPLOADS_PER_MEMBER },
        },
      },
      bodyLimit: PHOTO_UPLOAD_BODY_LIMIT_BYTES,
      schema: callRouteSchema(CALLS.uploadimageweb),
    },
    async (request) => {
      const uploaded = await app.heavyWork.run(heavyWorkCaller(request), () =>
        photos.uploadDataUrl(request.body.file, request.member?.id ?? null),
      );
      return ok({ ...uploaded, message: MESSAGES.imageUploaded });
    },
  );
  done();
};
