import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@dating/shared/rules';
import { ok } from '../../http/ok';
import { uploadImageBody, uploadImageReply } from './photosSchemas';

// A base64 data URL is 4/3 of the picture's size (8 MB at most), plus the JSON around it.
const UPLOAD_BODY_LIMIT_BYTES = 12 * 1024 * 1024;

/** POST uploadimageweb: the sign-up photo (public, limited per address) or a member's upload. */
export const photosRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { photos } = app.services;

  // Photos stored before blurred copies had names of their own are renamed in the background
  // (storage copies can be many and slow on S3); the start does not wait for them.
  const stop = new AbortController();
  let renaming: Promise<void> = Promise.resolve();
  app.addHook('onReady', (ready) => {
    renaming = photos
      .renameLegacyBlurredCopies(stop.signal, (photoId, error) =>
        app.log.error({ err: error, photoId }, 'renaming a blurred photo'),
      )
      .then((renamed) => {
        if (renamed > 0) app.log.info({ renamed }, 'blurred photos given names of their own');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'renaming blurred photos'));
    ready();
  });
  app.addHook('onClose', async () => {
    stop.abort();
    await renaming;
  });

  app.post(
    '/uploadimageweb',
    {
      config: { public: true },
      bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
      schema: { body: uploadImageBody, response: { 200: uploadImageReply } },
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
