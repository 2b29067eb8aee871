import type { Agent } from 'node:https';
import { isIP } from 'node:net';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema } from '@dating/shared/contract';
import fp from 'fastify-plugin';
import { ApiError } from '../../http/apiError';
import { ok } from '../../http/ok';
import { memberOf } from '../accounts/memberOf';
import { pushLikes } from './likePushes';
import type { PushNotifier } from './pushNotifier';
import { PublicAddressAgent } from './publicAddressAgent';
import { PushRepository } from './pushRepository';
import { vapidKeysOf } from './vapidKeys';
import { WebPushNotifier } from './webPushNotifier';

declare module 'fastify' {
  interface FastifyInstance {
    push: PushNotifier;
  }
}

export interface PushPluginOptions {
  now: () => Date;
  /**
   * Tests only: the agent notifications are sent through (by default a PublicAddressAgent on the
   * system resolver). A PublicAddressAgent of the test's own keeps every check; any other agent
   * is trusted with where it connects, so that a push service started on this machine, at an IP
   * literal, is accepted as an endpoint.
   */
  agent?: Agent;
}

const INVALID_ENDPOINT = 'Not a push service address';

/**
 * A push service is an https host by name that resolves to public addresses: an IP literal, or a
 * name of our own network, would let a member aim our requests inward.
 */
async function checkEndpoint(endpoint: string, agent: Agent): Promise<void> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new ApiError(400, INVALID_ENDPOINT);
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') {
    throw new ApiError(400, INVALID_ENDPOINT);
  }
  // Any other agent is a test's own, trusted with where it connects.
  if (!(agent instanceof PublicAddressAgent)) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const refused =
    isIP(host) !== 0 ||
    host === 'localhost' ||
    !host.includes('.') ||
    (await agent.pointsInward(host));
  if (refused) throw new ApiError(400, INVALID_ENDPOINT);
}

const pushRoutes: FastifyPluginCallbackTypebox<{
  publicKey: string;
  repository: PushRepository;
  agent: Agent;
  options: PushPluginOptions;
}> = (app, { publicKey, repository, agent, options }, done) => {
  // Read before subscribing: the browser's applicationServerKey.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/webpushkey',
      schema: callRouteSchema(CALLS.webpushkey),
      handler: () => Promise.resolve(ok({ public_key: publicKey })),
    });
  }

  app.post(
    '/webpushsubscribe',
    { schema: callRouteSchema(CALLS.webpushsubscribe) },
    async (request) => {
      const memberId = memberOf(request);
      await checkEndpoint(request.body.endpoint, agent);
      await repository.save(
        memberId,
        { endpoint: request.body.endpoint, ...request.body.keys },
        options.now(),
      );
      return ok({});
    },
  );

  app.post(
    '/webpushunsubscribe',
    { schema: callRouteSchema(CALLS.webpushunsubscribe) },
    async (request) => {
      await repository.remove(memberOf(request), request.body.endpoint);
      return ok({});
    },
  );
  done();
};

/**
 * Web Push: `app.push.notify(memberId, 'message' | 'like', content)` for any module, the like
 * and match notifications (likePushes, on the likes' events), and the calls through which a
 * browser reads the public key and (un)registers its subscription.
 */
export const pushPlugin = fp<PushPluginOptions>(
  async (app, options) => {
    const keys = vapidKeysOf(app.config.push);
    const repository = new PushRepository(app.db);
    const agent = options.agent ?? new PublicAddressAgent();
    const push = new WebPushNotifier(
      repository,
      { ...keys, subject: app.config.push.subject },
      app.log,
      agent,
    );
    app.decorate('push', push);
    pushLikes({
      events: app.services.events,
      push,
      limiter: app.services.rateLimiter,
      languageOf: (memberId) => repository.languageOf(memberId),
    });
    await app.register(pushRoutes, {
      prefix: '/api',
      publicKey: keys.publicKey,
      repository,
      agent,
      options,
    });
  },
  { name: 'push', dependencies: ['config', 'database', 'auth', 'services'] },
);
