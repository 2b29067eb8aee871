import { defineModule } from '../../composition/defineModule';
import { prepareScamCheck } from './scamCheck';
import { ScamRepository } from './scamRepository';
import { ScamReview } from './scamReview';

declare module '../../composition/services' {
  interface Services {
    /** The scam check of texts members share: profiles, prompts, likes' comments, chat. */
    scams: ScamReview;
  }
}

/** Off-platform solicitation and scams: the check, its signals and its reports. */
export const scamsModule = defineModule({
  name: 'scams',
  provides: ['scams'],
  needs: ['content'],
  build: ({ content }, { db, now }) => {
    prepareScamCheck();
    return { scams: new ScamReview(new ScamRepository(db), content, now) };
  },
});
