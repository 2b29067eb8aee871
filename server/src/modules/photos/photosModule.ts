import { defineModule } from '../../composition/defineModule';
import { PhotosRepository } from './photosRepository';
import { photosRoutes } from './photosRoutes';
import { PhotosService } from './photosService';

declare module '../../composition/services' {
  interface Services {
    photos: PhotosService;
  }
}

/** Members' photos: upload, order, blurred copies and card renditions, storage. */
export const photosModule = defineModule({
  name: 'photos',
  provides: ['photos'],
  needs: ['vision', 'screening'],
  build: ({ vision, screening }, { db, storage, now }) => ({
    photos: new PhotosService(new PhotosRepository(db), storage, now, { vision, screening }),
  }),
  routes: (app) => app.register(photosRoutes, { prefix: '/api' }),
  jobs: ({ photos }, { log }) => [
    {
      // Photos stored before blurred copies had names of their own (storage copies can be many
      // and slow on S3); the start does not wait for them.
      name: 'blurred-photo-renaming',
      every: 'once at start',
      runsOn: 'every process',
      run: async (signal) => {
        const renamed = await photos.renameLegacyBlurredCopies(signal, (photoId, error) =>
          log.error({ err: error, photoId }, 'renaming a blurred photo'),
        );
        if (renamed > 0) log.info({ renamed }, 'blurred photos given names of their own');
      },
    },
    {
      // Photos stored before card renditions: their cards load the full copy until then.
      name: 'card-renditions',
      every: 'once at start',
      runsOn: 'every process',
      run: async (signal) => {
        const made = await photos.makeMissingCardRenditions(signal, (imageName, error) =>
          log.error({ err: error, imageName }, 'making a card rendition'),
        );
        if (made > 0) log.info({ made }, 'card renditions made for older photos');
      },
    },
  ],
});
