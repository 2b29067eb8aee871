import { defineModule } from '../../composition/defineModule';
import { YourTurnGate } from './yourTurnGate';
import { YourTurnRepository } from './yourTurnRepository';
import { yourTurnRoutes } from './yourTurnRoutes';
import { YourTurnService } from './yourTurnService';

declare module '../../composition/services' {
  interface Services {
    yourTurn: YourTurnService;
  }
}

/**
 * Your Turn: the matches waiting for a member's reply. The likes refuse through their own
 * `YourTurnGate` (this module needs the likes to close a match).
 */
export const yourTurnModule = defineModule({
  name: 'yourTurn',
  provides: ['yourTurn'],
  needs: ['content', 'chat', 'likes'],
  build: ({ content, chat, likes }, { db, storage, now }) => ({
    yourTurn: new YourTurnService(
      new YourTurnGate(new YourTurnRepository(db), content, now),
      chat,
      likes,
      storage,
    ),
  }),
  routes: (app) => app.register(yourTurnRoutes, { prefix: '/api' }),
});
