import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema, matchRefusalReply } from '@dating/shared/contract';
import { MESSAGES } from '@dating/shared/rules';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/ok';
import { requestLanguage } from '../../http/requestLanguage';
import { pageAddress } from '../push/pushNotifier';
import { memberOf } from '../accounts/memberOf';
import { DISCOVERY_MESSAGES } from './discoveryMessages';
import { OutOfSuperlikes, type SwipeOutcome } from './discoveryService';

/**
 * Tells the liked member, if they want like notifications (app.services.push checks their setting) and
 * have not heard of this liker today.
 */
function notifyLike(app: FastifyInstance, outcome: SwipeOutcome): void {
  if (!outcome.liked) return;
  const { memberId, kind, fromName } = outcome.liked;
  const content = outcome.match
    ? {
        title: "It's a Match!",
        body: `You and ${fromName} like each other`,
        url: pageAddress('friends'),
      }
    : kind === 'superlike'
      ? {
          title: 'New Super Like',
          body: `${fromName} super liked you`,
          url: pageAddress('friendRequests'),
        }
      : { title: 'New Like', body: 'Someone liked you', url: pageAddress('likeRequests') };
  // A notification is a courtesy: the call never waits for the push service.
  void app.services.push.notify(memberId, 'like', content);
}

/**
 * People near you, swipes, matches, visitors, likes received, other members' profiles,
 * the filter and feeds (spec section 7, Discovery and matching).
 */
export const discoveryRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { discovery, relationships } = app.services;
  const matchRoute = callRouteSchema(CALLS.webmatch);

  app.post('/webgetpeople', { schema: callRouteSchema(CALLS.webgetpeople) }, async (request) =>
    ok({
      peoples: await discovery.people(
        memberOf(request),
        request.body.limit ?? 20,
        request.body.verified_only === 'true',
        requestLanguage(request),
      ),
    }),
  );

  app.post(
    '/webmatch',
    {
      schema: {
        ...matchRoute,
        response: { ...matchRoute.response, 409: matchRefusalReply },
      },
    },
    async (request, reply) => {
      const memberId = memberOf(request);
      try {
        const { follow_id, type, ...aim } = request.body;
        const outcome = await discovery.swipe(memberId, follow_id, type, aim);
        notifyLike(app, outcome);
        if (outcome.likeComments) {
          const { chatId, messageIds } = outcome.likeComments;
          // The match is made; its first messages reach open pages as soon as they can.
          app.services.chat.announce(chatId, messageIds).catch((error: unknown) => {
            request.log.error({ err: error }, 'like comments not delivered live');
          });
        }
        const message = outcome.match
          ? DISCOVERY_MESSAGES.matched
          : type === 'superlike'
            ? DISCOVERY_MESSAGES.superliked
            : DISCOVERY_MESSAGES.liked;
        const answer = { message, superlike_count: outcome.superlikeCount };
        return outcome.match
          ? ok({ ...answer, match: '1' as const, result: outcome.match })
          : ok({ ...answer, match: '0' as const });
      } catch (error) {
        // The browser opens the packs popup on superlike_count 0 (spec section 4).
        if (!(error instanceof OutOfSuperlikes)) throw error;
        return reply
          .code(409)
          .send({ status: 'false' as const, message: error.message, superlike_count: 0 });
      }
    },
  );

  app.post('/webunmatch', { schema: callRouteSchema(CALLS.webunmatch) }, async (request) => {
    await discovery.decline(memberOf(request), request.body.follow_id);
    return ok({ message: MESSAGES.userDeclined });
  });

  app.post('/webundomatch', { schema: callRouteSchema(CALLS.webundomatch) }, async (request) => {
    const { card, superlikeCount } = await discovery.undo(memberOf(request));
    return ok({
      undo: '1' as const,
      undostatus: 'true' as const,
      superlike_count: superlikeCount,
      result: card,
    });
  });

  app.post('/webgetcheck', { schema: callRouteSchema(CALLS.webgetcheck) }, async (request) =>
    ok({ superlike_count: await discovery.superlikeCount(memberOf(request)) }),
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
    ok(await relationships.visitors(memberOf(request), request.body.limit ?? 8)),
  );

  app.post(
    '/webfriendrequests',
    { schema: callRouteSchema(CALLS.webfriendrequests) },
    async (request) =>
      ok(
        await relationships.requests(memberOf(request), request.body.limit ?? 8, request.body.type),
      ),
  );

  app.post('/webfriendslist', { schema: callRouteSchema(CALLS.webfriendslist) }, async (request) =>
    ok({
      peoples: await relationships.friends(memberOf(request), {
        limit: request.body.limit ?? 8,
        search: request.body.search_key ?? '',
        onlineOnly: request.body.sort === 'online',
      }),
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

  for (const name of ['unfriendweb', 'webunfriend'] as const) {
    app.post(`/${name}`, { schema: callRouteSchema(CALLS[name]) }, async (request) => {
      await relationships.unfriend(memberOf(request), request.body.unfriend_user_id);
      return ok({ message: DISCOVERY_MESSAGES.unfriended });
    });
  }

  app.post('/webfeeds', { schema: callRouteSchema(CALLS.webfeeds) }, async (request) =>
    ok({ feeds: await relationships.feeds(memberOf(request), request.body.limit ?? 8) }),
  );

  app.post('/webfeedlike', { schema: callRouteSchema(CALLS.webfeedlike) }, async (request) => {
    await relationships.likeFeed(memberOf(request), request.body.feed_id);
    return ok({});
  });

  done();
};
