import { defineModule } from '../../composition/defineModule';
import { verifiedContactRoutes } from './verifiedContactRoutes';
import { VerifiedContactService } from './verifiedContactService';

declare module '../../composition/services' {
  interface Services {
    /** Who may contact a member first; chat and likes ask it before a first contact. */
    verifiedContact: VerifiedContactService;
  }
}

/** "Only verified members can message me or send a comment with a like". */
export const verifiedContactModule = defineModule({
  name: 'verifiedContact',
  provides: ['verifiedContact'],
  build: (_needs, { db }) => ({ verifiedContact: new VerifiedContactService(db) }),
  routes: (app) => app.register(verifiedContactRoutes, { prefix: '/api' }),
});
