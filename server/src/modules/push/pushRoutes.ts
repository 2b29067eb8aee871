import type { Agent } from 'node:https';
import { isIP } from 'node:net';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema } from '@dating/contract/schemas';
import { ApiError } from '../../http/apiError';
import { ok } from '../../http/ok';
import { memberOf } from '../accounts/memberOf';
import { PublicAddressAgent } from './publicAddressAgent';
import type { PushRepository } from './pushRepository';

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

export interface PushRoutesOptions {
  publicKey: string;
  repository: PushRepository;
  /** What notifications are sent through: its checks apply to subscriptions too. */
  agent: Agent;
  now: () => Date;
}

/**
 * The calls through which a browser reads the public key and (un)registers its subscription;
 * notifications go out through the push service (`app.services.push`).
 */
export const pushRoutes: FastifyPluginCallbackTypebox<PushRoutesOptions> = (
  app,
  { publicKey, repository, agent, now },
  done,
) => {
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
        now(),
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
