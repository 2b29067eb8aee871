import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import ipaddr from 'ipaddr.js';

/** 127.0.0.0/8 or ::1, also as an IPv4-mapped IPv6 address (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined || !ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
}

/** Whether listening on HOST keeps the server to this machine. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopbackAddress(host);
}

// Any of them means a proxy passed the request on, whatever the socket's address says.
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via'] as const;

/** Whether a client on this machine sent the request to the server directly, through no proxy. */
export function fromThisMachine(request: FastifyRequest): boolean {
  const proxied = PROXY_HEADERS.some((name) => request.headers[name] !== undefined);
  return !proxied && isLoopbackAddress(request.raw.socket.remoteAddress);
}

/**
 * onRequest hook of a development-only route (the outbox holds every member's codes): only a
 * client on this machine talking to the server directly reaches it. Anyone else, a proxy on
 * this machine included, meets the API's 404, as for a route that does not exist; the hook
 * runs before validation, so not even a 400 tells the route is there.
 */
export const thisMachineOnly: onRequestHookHandler = (request, reply, done) => {
  if (fromThisMachine(request)) {
    done();
    return;
  }
  reply.callNotFound();
};
