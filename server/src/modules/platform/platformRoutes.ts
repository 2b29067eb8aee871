import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { pingDatabase } from '../../db/pingDatabase';
import { failureReply } from '../../http/failureReply';
import { ok } from '../../http/ok';
import { checkLicenseBody, checkLicenseReply, healthReply, remotesReply } from './platformSchemas';
import { remoteEntries } from './remoteEntries';

/** Calls about the running product rather than a domain: health, remote discovery, license. */
export const platformRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  // 503 when the database does not answer, so a load balancer stops routing here.
  app.get(
    '/healthz',
    { schema: { response: { 200: healthReply, 503: failureReply } } },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'false', message: 'Database unavailable' });
      }
      return { status: 'ok' as const };
    },
  );

  const remotes = remoteEntries(app.config.remotes);
  app.get(
    '/api/remotes',
    { config: { public: true }, schema: { response: { 200: remotesReply } } },
    () => ok({ remotes }),
  );

  app.post(
    '/api/checklicense',
    {
      config: { public: true },
      schema: { body: checkLicenseBody, response: { 200: checkLicenseReply } },
    },
    () => ok({}),
  );
  done();
};
