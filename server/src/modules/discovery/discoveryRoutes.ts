import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema } from '@dating/contract/schemas';
import { ok } from '../../http/ok';
import { requestLanguage } from '../../http/requestLanguage';
import { memberOf } from '../accounts/memberOf';
import { DISCOVERY_MESSAGES } from './discoveryMessages';

/**
 * People near you, visitors, likes received, matches, other members' profiles, the filter
 * and feeds (spec section 7, Discovery and matching).
 */
export const discoveryRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { discovery, relationships } = app.services;

  app.post('/webgetpeople', { schema: callRouteSchema(CALLS.webgetpeople) }, async (request) =>
    ok(
      await discovery.people(memberOf(request), request.body.limit ?? 20, {
        verifiedOnly: request.body.verified_only === 'true',
        widen: request.body.widen === 'true',
        language: requestLanguage(request),
      }),
    ),
  );

  app.post('/websetfilter', { schema: callRouteSchema(CALLS.websetfilter) }, async (request) => {
    await discovery.setFilter(memberOf(request), request.body);
    return ok({ message: DISCOVERY_MESSAGES.filterSaved });
  });

  app.post(
    '/webvisitprofile',
    { schema: callRouteSchema(CALLS.webvisitprofile) },
    async (request) => {
      await relationships.visit(memberOf(request), request.body.visit_user_id);
      return ok({});
    },
  );

  app.post('/webvisitors', { schema: callRouteSchema(CALLS.webvisitors) }, async (request) =>
    ok(
      await relationships.visitors(
        memberOf(request),
        request.body.limit ?? 8,
        requestLanguage(request),
      ),
    ),
  );

  app.post(
    '/webfriendrequests',
    { schema: callRouteSchema(CALLS.webfriendrequests) },
    async (request) =>
      ok(
        await relationships.requests(
          memberOf(request),
          request.body.limit ?? 8,
          request.body.type,
          requestLanguage(request),
        ),
      ),
  );

  app.post('/webfriendslist', { schema: callRouteSchema(CALLS.webfriendslist) }, async (request) =>
    ok({
      peoples: await relationships.friends(
        memberOf(request),
        {
          limit: request.body.limit ?? 8,
          search: request.body.search_key ?? '',
          onlineOnly: request.body.sort === 'online',
        },
        requestLanguage(request),
      ),
    }),
  );

  app.post('/webprofilenew', { schema: callRouteSchema(CALLS.webprofilenew) }, async (request) =>
    ok({
      result: await relationships.profile(
        memberOf(request),
        request.body.friend_id,
        requestLanguage(request),
      ),
    }),
  );

  app.post('/webfeeds', { schema: callRouteSchema(CALLS.webfeeds) }, async (request) =>
    ok({
      feeds: await relationships.feeds(
        memberOf(request),
        request.body.limit ?? 8,
        requestLanguage(request),
      ),
    }),
  );

  app.post('/webfeedlike', { schema: callRouteSchema(CALLS.webfeedlike) }, async (request) => {
    await relationships.likeFeed(memberOf(request), request.body.feed_id);
    return ok({});
  });

  app.post('/websavemember', { schema: callRouteSchema(CALLS.websavemember) }, async (request) => {
    await relationships.save(memberOf(request), request.body.saved_user_id);
    return ok({ message: DISCOVERY_MESSAGES.memberSaved });
  });

  app.post(
    '/webunsavemember',
    { schema: callRouteSchema(CALLS.webunsavemember) },
    async (request) => {
      await relationships.unsave(memberOf(request), request.body.saved_user_id);
      return ok({ message: DISCOVERY_MESSAGES.memberUnsaved });
    },
  );

  app.post('/websavedlist', { schema: callRouteSchema(CALLS.websavedlist) }, async (request) =>
    ok({
      peoples: await relationships.saved(
        memberOf(request),
        request.body.limit ?? 8,
        requestLanguage(request),
      ),
    }),
  );

  done();
};
