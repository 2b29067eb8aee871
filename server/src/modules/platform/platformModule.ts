import { defineModule } from '../../composition/defineModule';
import { platformRoutes } from './platformRoutes';

/** Health probes and licences: calls about the running product. */
export const platformModule = defineModule({
  name: 'platform',
  routes: (app) => app.register(platformRoutes),
});
