import { defineModule } from '../../composition/defineModule';
import { CompatibilityRepository } from '../compatibility/compatibilityRepository';
import { MatchPercents } from '../compatibility/matchPercents';
import { CachedCards } from './cachedCards';
import { DiscoveryRepository } from './discoveryRepository';
import { discoveryRoutes } from './discoveryRoutes';
import { DiscoveryService } from './discoveryService';
import { MemberVisibility } from './memberVisibility';
import { PersonCards } from './personCards';
import { RelationshipsRepository } from './relationshipsRepository';
import { RelationshipsService } from './relationshipsService';

declare module '../../composition/services' {
  interface Services {
    discovery: DiscoveryService;
    relationships: RelationshipsService;
    /** Who may see whom (memberVisibility.ts): for every module that lists or opens people. */
    memberVisibility: MemberVisibility;
  }
}

/** How often the deck's reply rates and swipes received are counted again. */
const RANK_SIGNALS_EVERY_MS = 30 * 60_000;

/** People near and their cards, the filter, visitors, likes received, matches, profiles, feeds. */
export const discoveryModule = defineModule({
  name: 'discovery',
  provides: ['discovery', 'relationships', 'memberVisibility'],
  needs: ['content', 'prompts', 'profile', 'places'],
  build: ({ content, prompts, profile, places }, infrastructure) => {
    const { database, db, storage, rateLimiter, now } = infrastructure;
    const discoveryRepository = new DiscoveryRepository(database);
    const relationshipsRepository = new RelationshipsRepository(db);
    const cards = new PersonCards(storage, places, now);
    const memberVisibility = new MemberVisibility(relationshipsRepository, now);
    const matchPercents = new MatchPercents(new CompatibilityRepository(db));
    const discovery = new DiscoveryService({
      repository: discoveryRepository,
      nearby: new CachedCards(discoveryRepository),
      cards,
      content,
      limiter: rateLimiter,
      relocate: (memberId, place) => profile.setProfile(memberId, place),
      now,
    });
    const relationships = new RelationshipsService({
      repository: relationshipsRepository,
      photos: discoveryRepository,
      cards,
      storage,
      visibility: memberVisibility,
      limiter: rateLimiter,
      content,
      prompts,
      matchPercents,
      now,
    });
    return { discovery, relationships, memberVisibility };
  },
  routes: (app) => app.register(discoveryRoutes, { prefix: '/api' }),
  jobs: ({ discovery }) => [
    {
      // Reply rates and swipes received move slowly: counted for every card of every page they
      // were most of its time at a million members (migration 0050).
      name: 'rank-signals',
      every: RANK_SIGNALS_EVERY_MS,
      atStart: true,
      runsOn: 'one process',
      run: () => discovery.refreshRankSignals(),
    },
  ],
});
