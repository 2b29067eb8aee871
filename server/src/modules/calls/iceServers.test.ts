import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { iceServersFor, turnCredentials } from './iceServers';

const NOW = new Date('2026-11-29T10:00:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;

describe('ICE servers for calls', () => {
  it("mints coturn's REST API credentials: <expiry>:<member id>, base64 HMAC-SHA1 of it", () => {
    const { username, credential } = turnCredentials('north-wind', 42, 1_800_000_000);
    assert.equal(username, '1800000000:42');
    // As coturn checks it: the same HMAC from the shared secret, and a base64 of 20 bytes.
    assert.equal(
      credential,
      createHmac('sha1', 'north-wind').update('1800000000:42').digest('base64'),
    );
    assert.equal(Buffer.from(credential, 'base64').length, 20);
    assert.notEqual(turnCredentials('other-secret', 42, 1_800_000_000).credential, credential);
  });

  it('gives TURN servers without credentials ones that expire after the TTL, and keeps the rest', () => {
    const servers = iceServersFor(
      {
        iceServers: [
          { urls: ['stun:turn.example.com:3478'] },
          { urls: ['turn:turn.example.com:3478', 'turns:turn.example.com:5349'] },
          { urls: ['turn:fixed.example.com'], username: 'static', credential: 'pw' },
        ],
        turnSecret: 'north-wind',
        turnTtlSeconds: 600,
      },
      7,
      NOW,
    );
    assert.deepEqual(servers[0], { urls: ['stun:turn.example.com:3478'] });
    assert.equal(servers[1]!.username, `${NOW_SECONDS + 600}:7`);
    assert.equal(
      servers[1]!.credential,
      turnCredentials('north-wind', 7, NOW_SECONDS + 600).credential,
    );
    assert.deepEqual(servers[2], {
      urls: ['turn:fixed.example.com'],
      username: 'static',
      credential: 'pw',
    });
  });

  it('gives no credentials without TURN_SECRET, and no server at all by default', () => {
    const config = {
      iceServers: [{ urls: ['turn:t.example.com'] }],
      turnSecret: null,
      turnTtlSeconds: 60,
    };
    assert.deepEqual(iceServersFor(config, 7, NOW), [{ urls: ['turn:t.example.com'] }]);
    assert.deepEqual(iceServersFor({ ...config, iceServers: [] }, 7, NOW), []);
  });
});
