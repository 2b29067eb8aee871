import { defineModule } from '../../composition/defineModule';
import { DiscoveryRepository } from '../discovery/discoveryRepository';
import { PersonCards } from '../discovery/personCards';
import { YourTurnGate } from '../yourTurn/yourTurnGate';
import { YourTurnRepository } from '../yourTurn/yourTurnRepository';
import { LikesRepository } from './likesRepository';
import { likesRoutes } from './likesRoutes';
import { LikesService } from './likesService';

declare module '../../composition/services' {
  interface Services {
    likes: LikesService;
  }
}

/** Swipes, likes, super likes, aimed likes, declines, rewind and the end of matches. */
export const likesModule = defineModule({
  name: 'likes',
  provides: ['likes'],
  needs: [
    'events',
    'content',
    'prompts',
    'memberVisibility',
    'places',
    'scams',
    'verifiedContact',
    'hiddenWords',
  ],
  build: (needs, infrastructure) => {
    const { events, content, prompts, memberVisibility, places, scams } = needs;
    const { verifiedContact, hiddenWords } = needs;
    const { database, db, storage, rateLimiter, now } = infrastructure;
    return {
      likes: new LikesService({
        repository: new LikesRepository(db),
        photos: new DiscoveryRepository(database),
        cards: new PersonCards(storage, places, now),
        content,
        prompts,
        limiter: rateLimiter,
        visibility: memberVisibility,
        yourTurn: new YourTurnGate(new YourTurnRepository(db), content, now),
        verifiedContact,
        hiddenWords,
        events,
        scams,
        now,
      }),
    };
  },
  routes: (app) => app.register(likesRoutes, { prefix: '/api' }),
});
