import { CALLS, callRouteSchema } from '@dating/contract/schemas';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@dating/contract/rules';
import { Type } from 'typebox';
import { pingDatabase } from '../../db/pingDatabase';
import { failureReply } from '../../http/failureReply';
import { ok } from '../../http/ok';

/** What /healthz and /readyz answer while well: probes, not calls of spec section 7. */
const healthReply = Type.Object({ status: Type.Literal('ok') });

/** Calls about the running product rather than a domain: health and license. */
export const platformRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  // Liveness: the process answers. It asks nothing of the database, so a supervisor or
  // orchestrator does not restart a healthy process while the database is away.
  app.get('/healthz', { schema: { response: { 200: healthReply } } }, () => ({
    status: 'ok' as const,
  }));

  // Readiness: 503 while the database does not answer, so a load balancer routes elsewhere.
  app.get(
    '/readyz',
    { schema: { response: { 200: healthReply, 503: failureReply } } },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database unreachable');
        return reply
          .code(503)
          .send({ status: 'false' as const, message: MESSAGES.serviceUnavailable });
      }
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/api/checklicense',
    { config: { public: true }, schema: callRouteSchema(CALLS.checklicense) },
    () => ok({}),
  );
  done();
};
