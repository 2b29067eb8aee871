import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { describe, it } from 'node:test';
import type { ProxyTrust } from '../config';
import { testConfig } from '../../test/support/testConfig';
import { socketOriginCheck } from './socketOrigins';

/** Whether a handshake from `peer` with these headers may open a socket. */
function admits(
  trustProxy: ProxyTrust,
  peer: string,
  headers: IncomingMessage['headers'],
): Promise<boolean> {
  const check = socketOriginCheck({ ...testConfig(), trustProxy });
  const request = { headers, socket: { remoteAddress: peer } } as IncomingMessage;
  return new Promise((resolve) => check(request, (_error, success) => resolve(success)));
}

// What a foreign page's handshake carries when it names its own host as the forwarded one.
const FOREIGN = {
  host: 'dating.example.com',
  origin: 'https://evil.example.net',
  'x-forwarded-host': 'evil.example.net',
};
// The product's own page behind a proxy that reaches the server at an inner name.
const OWN_PAGE = {
  host: 'app.internal:8080',
  origin: 'https://dating.example.com',
  'x-forwarded-host': 'dating.example.com',
};

describe('the socket origin check behind a proxy', () => {
  it('believes X-Forwarded-Host from a proxy TRUST_PROXY trusts', async () => {
    assert.equal(await admits({ addresses: ['10.0.0.2'] }, '10.0.0.2', OWN_PAGE), true);
    assert.equal(await admits({ hops: 1 }, '10.0.0.2', OWN_PAGE), true);
    assert.equal(
      await admits({ addresses: ['10.0.0.0/24'] }, '10.0.0.2', {
        ...OWN_PAGE,
        'x-forwarded-host': 'evil.example.net, dating.example.com',
      }),
      true,
      'the entry the proxy wrote, not one the client wrote before it',
    );
  });

  it('ignores X-Forwarded-Host from anyone else, so a foreign page cannot name its own host', async () => {
    assert.equal(await admits(null, '203.0.113.7', FOREIGN), false);
    assert.equal(await admits({ addresses: ['10.0.0.2'] }, '203.0.113.7', FOREIGN), false);
    assert.equal(await admits({ addresses: ['10.0.0.2'] }, '203.0.113.7', OWN_PAGE), false);
  });
});
