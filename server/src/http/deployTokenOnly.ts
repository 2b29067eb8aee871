import { createHash, timingSafeEqual } from 'node:crypto';
import type { onRequestHookHandler } from 'fastify';
import { ApiError } from './apiError';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * onRequest hook of a release call (modules/remoteReleases): the bearer must be the deployment's
 * REMOTE_DEPLOY_TOKEN, compared in constant time; a member's session never passes. Unset, the
 * calls are off: 403 for everyone.
 */
export const deployTokenOnly: onRequestHookHandler = (request, _reply, done) => {
  const { deployToken } = request.server.config.remoteReleases;
  if (!deployToken) {
    done(new ApiError(403, 'releases over HTTP are off (REMOTE_DEPLOY_TOKEN is not set)'));
    return;
  }
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  if (!timingSafeEqual(sha256(given), sha256(deployToken))) {
    done(new ApiError(403, 'a release call needs the deploy token (REMOTE_DEPLOY_TOKEN)'));
    return;
  }
  done();
};
