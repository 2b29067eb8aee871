import { defineModule } from '../../composition/defineModule';
import { HiddenWordsRepository } from './hiddenWordsRepository';
import { hiddenWordsRoutes } from './hiddenWordsRoutes';
import { HiddenWordsService } from './hiddenWordsService';

declare module '../../composition/services' {
  interface Services {
    /** Each member's hidden words; chat and likes ask it about what they deliver. */
    hiddenWords: HiddenWordsService;
  }
}

/** Hidden words and the Hidden folder. */
export const hiddenWordsModule = defineModule({
  name: 'hiddenWords',
  provides: ['hiddenWords'],
  build: (_needs, { db, storage, now }) => ({
    hiddenWords: new HiddenWordsService(new HiddenWordsRepository(db), storage, now),
  }),
  routes: (app) => app.register(hiddenWordsRoutes, { prefix: '/api' }),
});
