import { defineModule } from '../../composition/defineModule';
import { placesRoutes } from './placesRoutes';

/** Place suggestions for the location fields (the offline gazetteer unless another is given). */
export const placesModule = defineModule({
  name: 'places',
  routes: (app, { placesProvider }) =>
    app.register(placesRoutes, { prefix: '/api', provider: placesProvider }),
});
