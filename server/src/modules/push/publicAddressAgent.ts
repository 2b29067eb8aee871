import { promises as dns, type LookupAddress } from 'node:dns';
import { Agent, type AgentOptions } from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Every address a host name resolves to. */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

// The resolver connections use by default: getaddrinfo, /etc/hosts included.
const systemResolve: Resolve = (hostname) => dns.lookup(hostname, { all: true });

// Outside 2000::/3 IPv6 is not routed on the Internet, whatever range() names it (e.g. ::7f00:1).
const GLOBAL_UNICAST_IPV6 = ipaddr.parseCIDR('2000::/3');

/**
 * An address on the public Internet: none of the private, loopback, link-local (cloud metadata
 * included), carrier-grade NAT, multicast, unspecified, documentation or otherwise reserved
 * ranges. An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return (
    parsed.range() === 'unicast' && (parsed.kind() === 'ipv4' || parsed.match(GLOBAL_UNICAST_IPV6))
  );
}

/** A host name that resolves to an address we must not connect to. */
export class NonPublicAddressError extends Error {
  constructor(
    readonly hostname: string,
    readonly addresses: string[],
  ) {
    super(`${hostname} resolves to ${addresses.join(', ') || 'no address'}, not a public one`);
    this.name = 'NonPublicAddressError';
  }
}

/**
 * The name's addresses, when every one is public: a single inner address among them refuses the
 * name (a connection may try any of them).
 */
async function publicAddressesOf(hostname: string, resolve: Resolve): Promise<LookupAddress[]> {
  const addresses = await resolve(hostname);
  if (addresses.length === 0 || !addresses.every(({ address }) => isPublicAddress(address))) {
    throw new NonPublicAddressError(
      hostname,
      addresses.map(({ address }) => address),
    );
  }
  return addresses;
}

/** net's `lookup`, answering in either of its shapes (`all` or one address). */
function publicOnlyLookup(resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    publicAddressesOf(hostname, resolve).then(
      (addresses) => {
        const [first] = addresses as [LookupAddress];
        if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

/**
 * The https agent Web Push sends through: it connects only to public addresses. The check is made
 * on the DNS answer each connection itself uses, so a name that resolved to a public address at
 * subscribe time and is rebound to an inner one afterwards is still refused (an IP literal host
 * is never looked up: such endpoints are refused when subscribing).
 */
export class PublicAddressAgent extends Agent {
  constructor(
    private readonly resolve: Resolve = systemResolve,
    options: AgentOptions = {},
  ) {
    super({ ...options, lookup: publicOnlyLookup(resolve) });
  }

  /**
   * Whether the name resolves now to an address this agent refuses. A name that does not resolve
   * is not judged here: its sends fail like any unreachable push service.
   */
  async pointsInward(hostname: string): Promise<boolean> {
    try {
      await publicAddressesOf(hostname, this.resolve);
      return false;
    } catch (error) {
      return error instanceof NonPublicAddressError;
    }
  }
}
