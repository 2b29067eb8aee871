import { MESSAGES } from '@dating/contract/rules';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/apiError';
import { FairWorkPool } from './fairWorkPool';
import { tooManyAttempts, type RateLimitPolicy } from './rateLimiter';

/** A limit counted before the body is read: the key's prefix (`<prefix>:<member or address>`). */
export interface UploadRateLimit {
  key: string;
  policy: RateLimitPolicy;
}

/** What an upload route declares in its config, checked from the request's headers alone. */
export interface UploadLimits {
  /** The 413 of a body over the route's `bodyLimit`: a MESSAGES text saying the size allowed. */
  tooLarge: string;
  /** Counted per member, when a member calls. */
  perMember?: UploadRateLimit;
  /**
   * Counted per address when a visitor (signed out) calls. A member is counted per member alone:
   * the members behind one carrier's NAT share an address.
   */
  perVisitorAddress?: UploadRateLimit;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    upload?: UploadLimits;
  }
  interface FastifyInstance {
    /** Where uploads decode and check pictures: bounded, members served in turn. */
    heavyWork: FairWorkPool;
  }
}

/** Two cores: a picture decoding at a time beside the vision thread leaves one for the calls. */
const HEAVY_WORK = {
  concurrency: 1,
  maxWaiting: 16,
  maxWaitingPerCaller: 2,
  retryAfterSeconds: 2,
} as const;

/** Refused keys remembered at most (each a caller over a limit); beyond, they are forgotten. */
const MAX_REFUSED_KEYS = 10_000;

export interface UploadLimitsPluginOptions {
  /** The limits' clock (tests move it). */
  now: () => Date;
}

/** The 413 of a body over the route's limit, in the route's words when it has some. */
export function bodyTooLarge(request: FastifyRequest): ApiError {
  return new ApiError(413, request.routeOptions.config.upload?.tooLarge ?? MESSAGES.invalidFormat);
}

/** Whose turn a request's heavy work waits for: its member's, or its address's when signed out. */
export function heavyWorkCaller(request: FastifyRequest): string {
  return request.member ? `member:${request.member.id}` : `address:${request.ip}`;
}

/**
 * Limits before bodies, for the routes with an `upload` config: a request whose Content-Length is
 * over the route's `bodyLimit` is answered 413 without being read (a chunked one is cut off by
 * the body parsers), and the route's per-member and per-address limits are counted from the
 * headers, so a caller over a limit costs no body read, no parse, no decoding. (Other routes'
 * bodies are refused by the parsers, after the routes' own hooks.) Also the pool of heavy work
 * (`heavyWork`).
 */
export const uploadLimitsPlugin = fp<UploadLimitsPluginOptions>(
  (app, { now }, done) => {
    const { rateLimiter } = app.services;
    app.decorate('heavyWork', new FairWorkPool(HEAVY_WORK));

    // Keys refused, and until when. A refusal is not counted, and upload attempts are never
    // forgiven, so nothing fits before the wait is over: a caller flooding over its limit is
    // refused again from here, without a query a request.
    const refusedUntil = new Map<string, number>();
    const take = async (key: string, policy: RateLimitPolicy) => {
      const at = now().getTime();
      const until = refusedUntil.get(key);
      if (until !== undefined && at < until) throw tooManyAttempts(until - at);
      refusedUntil.delete(key);
      try {
        await rateLimiter.take(key, policy);
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 429 && error.retryAfterSeconds) {
          if (refusedUntil.size >= MAX_REFUSED_KEYS) refusedUntil.clear();
          refusedUntil.set(key, at + error.retryAfterSeconds * 1000);
        }
        throw error;
      }
    };

    app.addHook('onRequest', async (request) => {
      const upload = request.routeOptions.config.upload;
      if (!upload) return;
      const declaredLength = Number(request.headers['content-length']);
      if (declaredLength > request.routeOptions.bodyLimit) throw bodyTooLarge(request);
      if (upload.perVisitorAddress && !request.member) {
        const { key, policy } = upload.perVisitorAddress;
        await take(`${key}:${request.ip}`, policy);
      }
      if (upload.perMember && request.member) {
        await take(`${upload.perMember.key}:${request.member.id}`, upload.perMember.policy);
      }
    });
    done();
  },
  { name: 'upload-limits', dependencies: ['api-conventions', 'auth', 'services'] },
);
