import { defineModule } from '../../composition/defineModule';
import { PhotosRepository } from './photosRepository';
import { photosRoutes } from './photosRoutes';
import { PhotosService } from './photosService';

declare module '../../composition/services' {
  interface Services {
    photos: PhotosService;
  }
}

/**
 * The backfills of older photos: claimed, so one process of several does the work (each picture
 * read, encoded and stored once), at each start and again later for whatever a failed or
 * interrupted run left; a run that finds nothing costs one indexed query. The lease covers a
 * large backlog; a process that dies mid-run loses it.
 */
const BACKFILL_SCHEDULE = {
  every: 6 * 60 * 60_000,
  atStart: true,
  runsOn: 'one process',
  leaseMs: 60 * 60_000,
} as const;

/** Members' photos: upload, order, blurred copies and card renditions, storage. */
export const photosModule = defineModule({
  name: 'photos',
  provides: ['photos'],
  needs: ['vision', 'screening', 'events'],
  build: ({ vision, screening, events }, { db, storage, now, realtime, log }) => ({
    photos: new PhotosService(new PhotosRepository(db), storage, now, {
      vision,
      screening,
      realtime,
      events,
      onError: (error, imageName) =>
        log.error(
          { err: error, imageName },
          'screening an uploaded photo: kept hidden, tried again',
        ),
    }),
  }),
  routes: (app) => app.register(photosRoutes, { prefix: '/api' }),
  // Screenings after an answer end before the database closes (else the job takes them up).
  close: ({ photos }) => photos.idle(),
  jobs: ({ photos }, { log }) => [
    {
      // Uploads answered before their screening, whose process stopped before it ended: hidden
      // from others until screened here.
      name: 'lost-photo-screenings',
      every: 10 * 60_000,
      atStart: true,
      runsOn: 'one process',
      leaseMs: 10 * 60_000,
      run: async (signal) => {
        const screened = await photos.screenLostUploads(signal);
        if (screened > 0) log.info({ screened }, 'uploads whose screening was lost screened');
      },
    },
    {
      // Uploads no profile claimed within a day: off the uploads' answers.
      name: 'abandoned-uploads',
      every: 60 * 60_000,
      atStart: true,
      runsOn: 'one process',
      leaseMs: 10 * 60_000,
      run: async () => {
        const deleted = await photos.deleteAbandonedUploads();
        if (deleted > 0) log.info({ deleted }, 'uploads no profile claimed deleted');
      },
    },
    {
      // Photos stored before blurred copies had names of their own (storage copies can be many
      // and slow on S3); the start does not wait for them, and one process does them.
      name: 'blurred-photo-renaming',
      ...BACKFILL_SCHEDULE,
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
      ...BACKFILL_SCHEDULE,
      run: async (signal) => {
        const made = await photos.makeMissingCardRenditions(signal, (imageName, error) =>
          log.error({ err: error, imageName }, 'making a card rendition'),
        );
        if (made > 0) log.info({ made }, 'card renditions made for older photos');
      },
    },
  ],
});
