import { defineModule } from '../../composition/defineModule';
import { VerificationRepository } from './verificationRepository';
import { verificationRoutes } from './verificationRoutes';
import { VerificationService } from './verificationService';
import { thresholdsOf, VisionService } from './visionService';

declare module '../../composition/services' {
  interface Services {
    vision: VisionService;
    verification: VerificationService;
  }
}

/** The vision models' verdicts (explicit pictures, faces) and selfie verification. */
export const visionModule = defineModule({
  name: 'vision',
  provides: ['vision', 'verification'],
  needs: ['content'],
  build: ({ content }, { db, storage, now, visionEngine, log }) => {
    const vision = new VisionService(visionEngine, async () =>
      thresholdsOf(await content.settings()),
    );
    const verification = new VerificationService(
      new VerificationRepository(db),
      vision,
      storage,
      now,
      (error) => log.error({ err: error }, 'vision background work failed'),
    );
    return { vision, verification };
  },
  routes: (app) => app.register(verificationRoutes, { prefix: '/api' }),
  // Photos still being described finish before the database closes.
  close: ({ vision }) => vision.idle(),
});
