import type { IncomingMessage } from 'node:http';
import type { AppConfig } from '../config';
import { trustsProxy } from '../http/proxyTrust';
import { remoteOrigins } from './contentSecurityPolicy';

type AllowRequest = (
  request: IncomingMessage,
  callback: (error: string | null | undefined, success: boolean) => void,
) => void;

/** The entry the nearest proxy wrote: the last, as Fastify's request.host reads it. */
function lastEntry(value: string | string[] | undefined): string | undefined {
  const header = Array.isArray(value) ? value.at(-1) : value;
  return header?.split(',').at(-1)?.trim();
}

/**
 * socket.io's handshake check: a browser page of another origin may not open a socket here
 * (its member's token could have been stolen, but a foreign page must not even try). The same
 * origin and the origins of remotes deployed elsewhere are allowed; so is a request without an
 * Origin header, which only non-browser clients (the mobile apps, tests) send. X-Forwarded-Host
 * names the page's host only when the peer sending it is a proxy TRUST_PROXY trusts; anyone
 * else could name the host of their own page.
 */
export function socketOriginCheck(config: Pick<AppConfig, 'remotes' | 'trustProxy'>): AllowRequest {
  const allowed = new Set(remoteOrigins(config));
  const trusted = trustsProxy(config.trustProxy);
  return (request, callback) => {
    const origin = request.headers.origin;
    if (origin === undefined) {
      callback(null, true);
      return;
    }
    const peer = request.socket.remoteAddress;
    const forwardedHost =
      peer !== undefined && trusted(peer, 0)
        ? lastEntry(request.headers['x-forwarded-host'])
        : undefined;
    const host = forwardedHost ?? request.headers.host;
    let originHost: string | null;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = null; // "null" (a sandboxed frame) or garbage
    }
    const permitted = allowed.has(origin) || (originHost !== null && originHost === host);
    callback(permitted ? null : 'Origin not allowed', permitted);
  };
}
