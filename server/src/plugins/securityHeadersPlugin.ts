import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';
import { contentSecurityPolicy } from './contentSecurityPolicy';

/** A Connect-style middleware, as engine.io (socket.io's HTTP layer) runs them. */
export type RawMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * The security headers of every answer: the Content-Security-Policy, nosniff, a strict
 * Referrer-Policy, no framing. The one set of helmet options of Fastify's and socket.io's answers.
 */
function securityHeaderOptions(config: AppConfig): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // The shell's Facebook sign-in is a popup that reports back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Remotes and photos may be loaded by a shell on another origin (REMOTE_*_URL).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Only over TLS in production: a browser would otherwise pin plain-http development hosts.
    strictTransportSecurity: config.production,
  };
}

/**
 * The same security headers on an answer Fastify does not make (socket.io's own HTTP answers,
 * errors included), with `Cache-Control: no-store`: a handshake answer holds one member's
 * session id.
 */
export function rawSecurityHeaders(config: AppConfig): RawMiddleware {
  const setHelmetHeaders = helmet(securityHeaderOptions(config));
  return (request, response, next) => {
    response.setHeader('cache-control', 'no-store');
    setHelmetHeaders(request, response, next);
  };
}

/**
 * The same headers (no-store included) as name-value pairs, for an answer written straight to
 * a socket or before Fastify's hooks run (refusals of Node's HTTP parser, of Fastify's router).
 * Read for each answer: the CSP follows a rebuilt shell.
 */
export function securityHeaderPairs(config: AppConfig): () => [string, string][] {
  const setHeaders = rawSecurityHeaders(config);
  return () => {
    const pairs: [string, string][] = [];
    const collector = {
      setHeader: (name: string, value: unknown) => pairs.push([name.toLowerCase(), String(value)]),
      removeHeader: () => {},
    };
    // helmet sets every header synchronously and reads nothing of the request.
    setHeaders({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
    return pairs;
  };
}

/**
 * Fastify's answers get the security headers (helmet) and, on every answer to a signed-in
 * member (JSON, or a file such as the data export's ZIP) that sets no caching of its own,
 * `Cache-Control: no-store`, so a shared or back-button cache never keeps one member's data.
 * Registered before every route.
 */
export const securityHeadersPlugin = fp(
  (app, _options, registered) => {
    // helmet's middleware is built once; built for each answer, it took 4 % of a signed-in read.
    const setHelmetHeaders = helmet(securityHeaderOptions(app.config));
    app.addHook('onRequest', (request, reply, done) => {
      // helmet sets its headers synchronously; since version 8.1 it throws rather than pass errors.
      setHelmetHeaders(request.raw, reply.raw, () => done());
    });

    app.addHook('onSend', (request, reply, _payload, done) => {
      if (request.member && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      done();
    });
    registered();
  },
  { name: 'security-headers', dependencies: ['config'] },
);
