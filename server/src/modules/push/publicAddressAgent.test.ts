import assert from 'node:assert/strict';
import type { LookupAddress } from 'node:dns';
import { describe, it } from 'node:test';
import { isPublicAddress, PublicAddressAgent, type Resolve } from './publicAddressAgent';

describe('isPublicAddress', () => {
  it('accepts addresses on the public Internet, IPv4 and IPv6', () => {
    for (const address of [
      '8.8.8.8',
      '93.184.215.14',
      '172.15.255.255', // just below 172.16/12
      '172.32.0.1', // just above it
      '100.63.255.255', // just below 100.64/10
      '100.128.0.1', // just above it
      '2606:4700:4700::1111',
      '2a00:1450:4001:82a::200a',
      '::ffff:8.8.8.8', // IPv4-mapped, judged as 8.8.8.8
    ]) {
      assert.equal(isPublicAddress(address), true, address);
    }
  });

  it('refuses private, loopback, link-local, CGNAT, multicast, unspecified and reserved addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254', // cloud metadata
      '169.254.0.1',
      '100.64.0.1',
      '100.127.255.254',
      '0.0.0.0',
      '0.1.2.3',
      '224.0.0.1',
      '255.255.255.255',
      '240.0.0.1',
      '192.0.2.1',
      '::',
      '::1',
      'fc00::1',
      'fd00:ec2::254', // cloud metadata over IPv6
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:10.0.0.1',
      '::ffff:c0a8:101', // 192.168.1.1, mapped, in hex
      '::127.0.0.1', // IPv4-compatible (deprecated)
      '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
      '2002:7f00:1::1', // 6to4 of 127.0.0.1
      '2001:db8::1',
      'push.example.com',
      '',
    ]) {
      assert.equal(isPublicAddress(address), false, address);
    }
  });
});

describe('PublicAddressAgent.pointsInward', () => {
  const resolveFrom =
    (answers: Record<string, LookupAddress[]>): Resolve =>
    (hostname) => {
      const answer = answers[hostname];
      return answer
        ? Promise.resolve(answer)
        : Promise.reject(Object.assign(new Error(`no ${hostname}`), { code: 'ENOTFOUND' }));
    };
  const agent = new PublicAddressAgent(
    resolveFrom({
      'push.public.test': [
        { address: '93.184.215.14', family: 4 },
        { address: '2606:4700:4700::1111', family: 6 },
      ],
      'push.inner.test': [{ address: '10.1.2.3', family: 4 }],
      'push.mixed.test': [
        { address: '93.184.215.14', family: 4 },
        { address: '::ffff:127.0.0.1', family: 6 },
      ],
      'push.empty.test': [],
    }),
  );

  it('is true when any address of the name is not public', async () => {
    assert.equal(await agent.pointsInward('push.inner.test'), true);
    assert.equal(await agent.pointsInward('push.mixed.test'), true);
    assert.equal(await agent.pointsInward('push.empty.test'), true);
  });

  it('is false for a name of public addresses only, and for one that does not resolve', async () => {
    assert.equal(await agent.pointsInward('push.public.test'), false);
    assert.equal(await agent.pointsInward('push.unknown.test'), false);
  });
});
