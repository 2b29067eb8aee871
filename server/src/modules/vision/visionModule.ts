import { defineModule } from '../../composition/defineModule';
import { PhotoScreening } from './photoScreening';
import { PhotoScreeningRepository } from './photoScreeningRepository';
import { VerificationRepository } from './verificationRepository';
import { verificationRoutes } from './verificationRoutes';
import { VerificationService } from './verificationService';
import { thresholdsOf, VisionService } from './visionService';

declare module '../../composition/services' {
  interface Services {
    vision: VisionService;
    verification: VerificationService;
    screening: PhotoScreening;
  }
}

/**
 * The vision models' verdicts (explicit pictures, faces, text), the screening of profile photos
 * and selfie verification.
 */
export const visionModule = defineModule({
  name: 'vision',
  provides: ['vision', 'verification', 'screening'],
  needs: ['content', 'scams'],
  build: ({ content, scams }, { db, storage, now, visionEngine, log }) => {
    const vision = new VisionService(
      visionEngine,
      async () => thresholdsOf(await content.settings()),
      (error) => log.error({ err: error }, 'vision models failed on a picture: kept as unknown'),
    );
    const onError = (error: unknown) => log.error({ err: error }, 'vision background work failed');
    const screening = new PhotoScreening(
      vision,
      new PhotoScreeningRepository(db),
      (found) => scams.contactsInPicture(found),
      onError,
    );
    const verification = new VerificationService(
      new VerificationRepository(db),
      vision,
      screening,
      storage,
      now,
      onError,
    );
    return { vision, verification, screening };
  },
  routes: (app) => app.register(verificationRoutes, { prefix: '/api' }),
  // Photos still being described finish before the database closes.
  close: ({ vision }) => vision.idle(),
});
