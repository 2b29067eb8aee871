import { CALLS, PLACES_DEFAULT_LIMIT, callRouteSchema } from '@dating/contract/schemas';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/ok';
import { GazetteerPlacesProvider } from './gazetteerPlacesProvider';
import type { PlacesProvider } from './placesProvider';

export interface PlacesRoutesOptions {
  /** The offline gazetteer unless another provider is given. */
  provider?: PlacesProvider;
}

/** GET places?q=par&limit=8: place suggestions with coordinates for the location fields. */
export const placesRoutes: FastifyPluginCallbackTypebox<PlacesRoutesOptions> = (
  app,
  options,
  done,
) => {
  const provider = options.provider ?? new GazetteerPlacesProvider();

  app.get(
    '/places',
    {
      config: { public: true },
      schema: callRouteSchema(CALLS.places),
    },
    async (request) =>
      ok({
        places: await provider.search(request.query.q, request.query.limit ?? PLACES_DEFAULT_LIMIT),
      }),
  );
  done();
};
