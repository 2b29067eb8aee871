import {
  CALLS,
  callRouteSchema,
  REMOTE_BUILD_CONTENT_TYPE,
  type RemoteReport,
} from '@dating/contract/schemas';
import type {
  FastifyPluginCallbackTypebox,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/apiError';
import { deployTokenOnly } from '../../http/deployTokenOnly';
import { ok } from '../../http/ok';
import { fromThisMachine } from '../../http/thisMachineOnly';
import { MINUTE_MS, type RateLimitPolicy } from '../../limits/rateLimiter';
import { BuildRefusedError, MAX_BUILD_BYTES, unzipBuild } from './remoteArtifacts';
import { ReleaseRefusedError, type RemoteOverrides } from './remoteRegistry';

/** The shell reports a few loads a page; an address sending more is refused for a while. */
const REPORTS_PER_ADDRESS: RateLimitPolicy = { limits: [{ max: 60, windowMs: MINUTE_MS }] };

/** A canary share as the calls take it (`10`, `'10'`, `'10%'`), in whole percent. */
export function parseShare(value: number | string): number {
  return typeof value === 'number' ? value : Number(value.replace('%', '').trim());
}

/** `mf-chat:<version>` pairs, repeated or comma-separated; anything else is left out. */
export function parseOverrides(value: string | string[] | undefined): Map<string, string> {
  const overrides = new Map<string, string>();
  for (const part of [value ?? []].flat().flatMap((text) => text.split(','))) {
    const match = /^\s*(mf-[a-z]+):([0-9a-z-]+)\s*$/.exec(part);
    if (match?.[1] && match[2]) overrides.set(match[1], match[2]);
  }
  return overrides;
}

/** The release calls' refusals, as the CI reads them: what is unknown, what does not fit. */
function asApiError(error: unknown): unknown {
  if (error instanceof BuildRefusedError) return new ApiError(400, error.message);
  if (error instanceof ReleaseRefusedError) {
    return new ApiError(error.kind === 'unknown' ? 404 : 409, error.message);
  }
  return error;
}

/**
 * GET /api/remotes (per member), POST /api/remotes/report (the shell's load reports) and the
 * release calls of a team's CI under /api/admin/remotes, authorised by REMOTE_DEPLOY_TOKEN only.
 */
export const remoteReleasesRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { remoteRegistry, qaMembers, rateLimiter } = app.services;
  const { production } = app.config;

  /** Whether this caller's overrides count: a QA member's, or anyone's on a development machine. */
  const honoursOverrides = async (request: FastifyRequest): Promise<boolean> => {
    if (!production && fromThisMachine(request)) return true;
    return request.member ? qaMembers.isQa(request.member.id) : false;
  };

  app.get(
    '/remotes',
    { config: { public: true }, schema: callRouteSchema(CALLS.remotes) },
    async (request) => {
      const asked = parseOverrides(request.query.override);
      const overrides: RemoteOverrides =
        asked.size > 0 && (await honoursOverrides(request)) ? asked : new Map();
      return ok({
        remotes: await remoteRegistry.entriesFor(request.member?.id ?? null, overrides),
      });
    },
  );

  app.post(
    '/remotes/report',
    { config: { public: true }, schema: callRouteSchema(CALLS['remotes/report']) },
    async (request) => {
      await rateLimiter.take(`remote-report:${request.ip}`, REPORTS_PER_ADDRESS);
      const { reports, remote, version, outcome } = request.body;
      const single: RemoteReport[] =
        remote !== undefined && version !== undefined && outcome !== undefined
          ? [{ remote, version, outcome }]
          : [];
      await remoteRegistry.report([...(reports ?? []), ...single]);
      return ok({});
    },
  );

  // The release calls: the deployment's token or nothing (deployTokenOnly).
  const by = (request: FastifyRequest, given: string | undefined) =>
    given?.trim() || `deploy token from ${request.ip}`;
  const released = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      throw asApiError(error);
    }
    return ok({ remotes: await remoteRegistry.list() });
  };

  app.get(
    '/admin/remotes',
    {
      config: { public: true },
      onRequest: deployTokenOnly,
      schema: callRouteSchema(CALLS['admin/remotes']),
    },
    async () => ok({ remotes: await remoteRegistry.list() }),
  );

  // A publish's body is the zipped build: a parser of its own, in a scope of its own.
  app.register((scope, _scopeOptions, registered) => {
    const zipped = scope.withTypeProvider<TypeBoxTypeProvider>();
    zipped.addContentTypeParser(
      REMOTE_BUILD_CONTENT_TYPE,
      { parseAs: 'buffer', bodyLimit: MAX_BUILD_BYTES },
      (_request, body, parsed) => parsed(null, body),
    );
    zipped.post(
      '/admin/remotes/publish',
      {
        config: { public: true },
        onRequest: deployTokenOnly,
        bodyLimit: MAX_BUILD_BYTES,
        schema: callRouteSchema(CALLS['admin/remotes/publish']),
      },
      async (request) => {
        const { remote, canary } = request.query;
        if (!Buffer.isBuffer(request.body)) {
          throw new ApiError(
            400,
            `the body must be the build folder zipped (Content-Type: ${REMOTE_BUILD_CONTENT_TYPE})`,
          );
        }
        try {
          const published = await remoteRegistry.publish({
            remote,
            files: unzipBuild(request.body),
            canaryShare: canary === undefined ? undefined : parseShare(canary),
            by: by(request, request.query.by),
          });
          return ok({ remote, ...published });
        } catch (error) {
          throw asApiError(error);
        }
      },
    );
    registered();
  });

  app.post(
    '/admin/remotes/canary',
    {
      config: { public: true },
      onRequest: deployTokenOnly,
      schema: callRouteSchema(CALLS['admin/remotes/canary']),
    },
    (request) => {
      const { remote, version, share } = request.body;
      return released(() =>
        remoteRegistry.canary(remote, version, parseShare(share), by(request, request.body.by)),
      );
    },
  );

  app.post(
    '/admin/remotes/promote',
    {
      config: { public: true },
      onRequest: deployTokenOnly,
      schema: callRouteSchema(CALLS['admin/remotes/promote']),
    },
    (request) =>
      released(() =>
        remoteRegistry.promote(
          request.body.remote,
          request.body.version,
          by(request, request.body.by),
        ),
      ),
  );

  app.post(
    '/admin/remotes/rollback',
    {
      config: { public: true },
      onRequest: deployTokenOnly,
      schema: callRouteSchema(CALLS['admin/remotes/rollback']),
    },
    (request) =>
      released(() =>
        remoteRegistry.rollback(
          request.body.remote,
          request.body.version,
          by(request, request.body.by),
        ),
      ),
  );
  done();
};
