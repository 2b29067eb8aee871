import { defineModule } from '../../composition/defineModule';
import { GazetteerPlacesProvider } from './gazetteerPlacesProvider';
import type { PlacesProvider } from './placesProvider';
import { placesRoutes } from './placesRoutes';

declare module '../../composition/services' {
  interface Services {
    /** Place search and places' names in each language (the cards name members' places). */
    places: PlacesProvider;
  }
}

/** Place suggestions for the location fields (the offline gazetteer unless another is given). */
export const placesModule = defineModule({
  name: 'places',
  provides: ['places'],
  build: (_needs, { placesProvider }) => ({
    places: placesProvider ?? new GazetteerPlacesProvider(),
  }),
  routes: (app) => app.register(placesRoutes, { prefix: '/api' }),
  // Run to its end as the app gets ready (Scheduler.prepare), before the process serves.
  jobs: ({ places }) => [
    {
      name: 'places-index',
      every: 'once at start',
      runsOn: 'every process',
      run: () => places.prepare(),
    },
  ],
});
