import { compile } from '@fastify/proxy-addr';
import type { ProxyTrust } from '../config';

/**
 * TRUST_PROXY as the function Fastify's request.ip asks, peer by peer from the server outwards
 * (hop 0 is the peer connected to it): may this peer's word on the next address be believed?
 * The socket origin check asks the same before believing X-Forwarded-Host.
 */
export function trustsProxy(trust: ProxyTrust): (address: string, hop: number) => boolean {
  if (trust === null) return () => false;
  if ('hops' in trust) return (_address, hop) => hop < trust.hops;
  return compile(trust.addresses);
}
