import fp from 'fastify-plugin';

/**
 * Photos stored before blurred copies had names of their own are renamed in the background
 * (storage copies can be many and slow on S3); the start does not wait for them.
 */
export const blurredPhotoRenamingPlugin = fp(
  (app, _options, done) => {
    const { photos } = app.services;
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
    done();
  },
  { name: 'blurred-photo-renaming', dependencies: ['services'] },
);
