import { defineModule } from '../../composition/defineModule';
import { PromptsRepository } from './promptsRepository';
import { promptsRoutes } from './promptsRoutes';
import { PromptsService } from './promptsService';

declare module '../../composition/services' {
  interface Services {
    prompts: PromptsService;
  }
}

/** Profile prompts: the catalogue and a member's answers. */
export const promptsModule = defineModule({
  name: 'prompts',
  provides: ['prompts'],
  needs: ['scams'],
  build: ({ scams }, { db }) => ({ prompts: new PromptsService(new PromptsRepository(db), scams) }),
  routes: (app) => app.register(promptsRoutes, { prefix: '/api' }),
});
