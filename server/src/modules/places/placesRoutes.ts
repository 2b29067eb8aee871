import { CALLS, PLACES_DEFAULT_LIMIT, callRouteSchema } from '@dating/contract/schemas';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/ok';
import { requestLanguage } from '../../http/requestLanguage';

/**
 * GET places?q=par&limit=8: place suggestions with coordinates for the location fields, in the
 * call's language (`?language=`, else the language cookie).
 */
export const placesRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { places } = app.services;

  app.get(
    '/places',
    {
      config: { public: true },
      schema: callRouteSchema(CALLS.places),
    },
    async (request) =>
      ok({
        places: await places.search(
          request.query.q,
          request.query.limit ?? PLACES_DEFAULT_LIMIT,
          requestLanguage(request),
        ),
      }),
  );
  done();
};
