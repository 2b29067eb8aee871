import type { IncomingMessage } from 'node:http';
import type { AppConfig } from '../config';
import { remoteOrigins } from './contentSecurityPolicy';

type AllowRequest = (
  request: IncomingMessage,
  callback: (error: string | null | undefined, success: boolean) => void,
) => void;

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value?.split(',')[0]?.trim();
}

/**
 * socket.io's handshake check: a browser page of another origin may not open a socket here
 * (its member's token could have been stolen, but a foreign page must not even try). The same
 * origin and the origins of remotes deployed elsewhere are allowed; so is a request without an
 * Origin header, which only non-browser clients (the mobile apps, tests) send.
 */
export function socketOriginCheck(config: Pick<AppConfig, 'remotes' | 'trustProxy'>): AllowRequest {
  const allowed = new Set(remoteOrigins(config));
  return (request, callback) => {
    const origin = request.headers.origin;
    if (origin === undefined) {
      callback(null, true);
      return;
    }
    const forwardedHost = config.trustProxy
      ? firstHeader(request.headers['x-forwarded-host'])
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
