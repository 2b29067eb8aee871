import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema } from '@dating/shared/contract';
import { MESSAGES } from '@dating/shared/rules';
import { ok } from '../../http/ok';

// A base64 data URL is 4/3 of the picture's size (8 MB at most), plus the JSON around it.
const UPLOAD_BODY_LIMIT_BYTES = 12 * 1024 * 1024;

/** POST uploadimageweb: the sign-up photo (public, limited per address) or a member's upload. */
export const photosRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { photos } = app.services;

  app.post(
    '/uploadimageweb',
    {
      config: { public: true },
      bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
      schema: callRouteSchema(CALLS.uploadimageweb),
    },
    async (request) => {
      const uploaded = await photos.uploadDataUrl(
        request.body.file,
        request.member?.id ?? null,
        request.ip,
      );
      return ok({ ...uploaded, message: MESSAGES.imageUploaded });
    },
  );
  done();
};
