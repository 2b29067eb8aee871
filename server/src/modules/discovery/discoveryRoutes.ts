import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@dating/shared/rules';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/ok';
import { pageAddress } from '../push/pushNotifier';
import { memberOf } from '../accounts/memberOf';
import { DISCOVERY_MESSAGES } from './discoveryMessages';
import {
  checkReply,
  feedLikeBody,
  feedsReply,
  friendRequestsBody,
  friendsListBody,
  getPeopleBody,
  matchBody,
  matchRefusalReply,
  matchReply,
  memberCallBody,
  memberProfileBody,
  memberProfileReply,
  messageReply,
  okReply,
  pageBody,
  peopleReply,
  peopleRequestsReply,
  reportBody,
  reportReply,
  setFilterBody,
  undoReply,
  unfriendBody,
  unmatchBody,
  visitProfileBody,
} from './discoverySchemas';
import { OutOfSuperlikes, type SwipeOutcome } from './discoveryService';

/** Tells the liked member, if they want like notifications (app.push checks their setting). */
function notifyLike(app: FastifyInstance, outcome: SwipeOutcome): void {
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
  void app.push.notify(memberId, 'like', content);
}

/**
 * People near you, swipes, matches, visitors, likes received, reports, other members' profiles,
 * the filter and feeds (spec section 7, Discovery and matching).
 */
export const discoveryRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { discovery, relationships } = app.services;

  app.post(
    '/webgetpeople',
    { schema: { body: getPeopleBody, response: { 200: peopleReply } } },
    async (request) =>
      ok({ peoples: await discovery.people(memberOf(request), request.body.limit ?? 20) }),
  );

  app.post(
    '/webmatch',
    {
      schema: {
        body: matchBody,
        response: { 200: matchReply, 409: matchRefusalReply },
      },
    },
    async (request, reply) => {
      const memberId = memberOf(request);
      try {
        const { follow_id, type } = request.body;
        const outcome = await discovery.swipe(memberId, follow_id, type);
        notifyLike(app, outcome);
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

  app.post(
    '/webunmatch',
    { schema: { body: unmatchBody, response: { 200: messageReply } } },
    async (request) => {
      await discovery.decline(memberOf(request), request.body.follow_id);
      return ok({ message: MESSAGES.userDeclined });
    },
  );

  app.post(
    '/webundomatch',
    { schema: { body: memberCallBody, response: { 200: undoReply } } },
    async (request) => {
      const { card, superlikeCount } = await discovery.undo(memberOf(request));
      return ok({
        undo: '1' as const,
        undostatus: 'true' as const,
        superlike_count: superlikeCount,
        result: card,
      });
    },
  );

  app.post(
    '/webgetcheck',
    { schema: { body: memberCallBody, response: { 200: checkReply } } },
    async (request) => ok({ superlike_count: await discovery.superlikeCount(memberOf(request)) }),
  );

  app.post(
    '/websetfilter',
    { schema: { body: setFilterBody, response: { 200: messageReply } } },
    async (request) => {
      await discovery.setFilter(memberOf(request), request.body);
      return ok({ message: DISCOVERY_MESSAGES.filterSaved });
    },
  );

  app.post(
    '/webvisitprofile',
    { schema: { body: visitProfileBody, response: { 200: okReply } } },
    async (request) => {
      await relationships.visit(memberOf(request), request.body.visit_user_id);
      return ok({});
    },
  );

  app.post(
    '/webvisitors',
    { schema: { body: pageBody, response: { 200: peopleRequestsReply } } },
    async (request) => ok(await relationships.visitors(memberOf(request), request.body.limit ?? 8)),
  );

  app.post(
    '/webfriendrequests',
    { schema: { body: friendRequestsBody, response: { 200: peopleRequestsReply } } },
    async (request) =>
      ok(
        await relationships.requests(memberOf(request), request.body.limit ?? 8, request.body.type),
      ),
  );

  app.post(
    '/webfriendslist',
    { schema: { body: friendsListBody, response: { 200: peopleReply } } },
    async (request) =>
      ok({
        peoples: await relationships.friends(memberOf(request), {
          limit: request.body.limit ?? 8,
          search: request.body.search_key ?? '',
          onlineOnly: request.body.sort === 'online',
        }),
      }),
  );

  app.post(
    '/webprofilenew',
    { schema: { body: memberProfileBody, response: { 200: memberProfileReply } } },
    async (request) =>
      ok({ result: await relationships.profile(memberOf(request), request.body.friend_id) }),
  );

  app.post(
    '/webreport',
    { schema: { body: reportBody, response: { 200: reportReply } } },
    async (request) => {
      const reported = await relationships.toggleReport(
        memberOf(request),
        request.body.report_user_id,
      );
      return ok({
        report: reported ? ('true' as const) : ('false' as const),
        message: reported ? DISCOVERY_MESSAGES.reported : DISCOVERY_MESSAGES.unreported,
      });
    },
  );

  for (const url of ['/unfriendweb', '/webunfriend']) {
    app.post(
      url,
      { schema: { body: unfriendBody, response: { 200: messageReply } } },
      async (request) => {
        await relationships.unfriend(memberOf(request), request.body.unfriend_user_id);
        return ok({ message: DISCOVERY_MESSAGES.unfriended });
      },
    );
  }

  app.post(
    '/webfeeds',
    { schema: { body: pageBody, response: { 200: feedsReply } } },
    async (request) =>
      ok({ feeds: await relationships.feeds(memberOf(request), request.body.limit ?? 8) }),
  );

  app.post(
    '/webfeedlike',
    { schema: { body: feedLikeBody, response: { 200: okReply } } },
    async (request) => {
      await relationships.likeFeed(memberOf(request), request.body.feed_id);
      return ok({});
    },
  );

  done();
};
