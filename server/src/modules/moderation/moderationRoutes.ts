import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema } from '@dating/contract/schemas';
import { ok } from '../../http/ok';
import { memberOf } from '../accounts/memberOf';

const PAGE = 20;

/**
 * The moderators' calls (the product's own): the queue, a member's case, actions, the audit
 * log, the selfies waiting for review and the photos the detector was unsure of. Every one answers 403 to a member without the role (ModerationService).
 */
export const moderationRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { moderation } = app.services;

  app.post(
    '/moderationqueue',
    { schema: callRouteSchema(CALLS.moderationqueue) },
    async (request) =>
      ok(
        await moderation.queue(memberOf(request), {
          limit: request.body.limit ?? PAGE,
          offset: request.body.offset ?? 0,
        }),
      ),
  );

  app.post('/moderationcase', { schema: callRouteSchema(CALLS.moderationcase) }, async (request) =>
    ok({ result: await moderation.caseOf(memberOf(request), request.body.member_id) }),
  );

  app.post(
    '/moderationaction',
    { schema: callRouteSchema(CALLS.moderationaction) },
    async (request) => ok({ entry: await moderation.act(memberOf(request), request.body) }),
  );

  app.post(
    '/moderationaudit',
    { schema: callRouteSchema(CALLS.moderationaudit) },
    async (request) =>
      ok(
        await moderation.audit(memberOf(request), {
          member: request.body.member ?? '',
          moderator: request.body.moderator ?? '',
          limit: request.body.limit ?? PAGE,
          offset: request.body.offset ?? 0,
        }),
      ),
  );

  app.post(
    '/moderationverifications',
    { schema: callRouteSchema(CALLS.moderationverifications) },
    async (request) =>
      ok(
        await moderation.pendingVerifications(memberOf(request), {
          limit: request.body.limit ?? PAGE,
          offset: request.body.offset ?? 0,
        }),
      ),
  );

  app.post(
    '/moderationverificationdecision',
    { schema: callRouteSchema(CALLS.moderationverificationdecision) },
    async (request) =>
      ok({ entry: await moderation.decideVerification(memberOf(request), request.body) }),
  );

  app.post(
    '/moderationphotos',
    { schema: callRouteSchema(CALLS.moderationphotos) },
    async (request) =>
      ok(
        await moderation.uncertainPhotos(memberOf(request), {
          limit: request.body.limit ?? PAGE,
          offset: request.body.offset ?? 0,
        }),
      ),
  );

  app.post(
    '/moderationphotodecision',
    { schema: callRouteSchema(CALLS.moderationphotodecision) },
    async (request) => ok({ entry: await moderation.decidePhoto(memberOf(request), request.body) }),
  );

  done();
};
