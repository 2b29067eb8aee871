import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import type {
  AdminDataResponse,
  SocialCheckResponse,
  StandInTokenResponse,
} from '@dating/contract/schemas';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testClock } from '../../../test/support/testClock';
import { testConfig } from '../../../test/support/testConfig';
import { createIdentityProvider } from './createIdentityProvider';
import { FacebookIdentityProvider } from './facebookIdentityProvider';
import { StandInIdentityProvider } from './standInIdentityProvider';

const HOUR_MS = 60 * 60 * 1000;

describe('the local social sign-in stand-in', () => {
  const clock = testClock();
  const provider = new StandInIdentityProvider(randomBytes(32), clock.now);

  it('verifies the tokens it issued, one fbid per address whatever its case', async () => {
    const first = provider.issueToken('Ada@Example.com ');
    const again = provider.issueToken('ada@example.com');

    assert.deepEqual(await provider.verify(first.access_token), {
      id: first.fbid,
      email: 'ada@example.com',
    });
    assert.equal(again.fbid, first.fbid);
    assert.notEqual(provider.issueToken('eve@example.com').fbid, first.fbid);
  });

  it('refuses forged, altered, foreign and expired tokens', async () => {
    const { access_token: token } = provider.issueToken('ada@example.com');
    const [, signature] = token.split('.');
    const claimsOfEve = Buffer.from(
      JSON.stringify({
        id: 'local-eve',
        email: 'eve@example.com',
        expires: clock.now().getTime() + HOUR_MS,
      }),
    ).toString('base64url');
    const otherServer = new StandInIdentityProvider(randomBytes(32), clock.now);

    const refused = [
      '',
      'not-a-token',
      `${claimsOfEve}.${signature}`,
      `${claimsOfEve}.`,
      `${token}.extra`,
      otherServer.issueToken('ada@example.com').access_token,
    ];
    for (const forged of refused) assert.equal(await provider.verify(forged), null, forged);

    clock.advance(HOUR_MS);
    assert.equal(await provider.verify(token), null, 'expired');
  });

  it('serves no pictures', async () => {
    await assert.rejects(provider.fetchPicture('https://example.com/me.jpg'));
  });
});

describe('which social provider a server has', () => {
  const now = () => new Date();
  const local = testConfig();
  const facebook = { appId: '1234', appSecret: 'app-secret' };

  it('the stand-in where the development outbox is readable and Facebook has no keys', () => {
    assert.ok(createIdentityProvider(local, now) instanceof StandInIdentityProvider);
  });

  it('Facebook, never the stand-in, once its keys are set', () => {
    assert.ok(
      createIdentityProvider({ ...local, facebook }, now) instanceof FacebookIdentityProvider,
    );
  });

  it('none where the outbox is not readable: production, or mail delivered over SMTP', () => {
    const production = { ...local, mail: { ...local.mail, outboxReadable: false } };
    const smtp = { ...local, mail: { ...local.mail, smtpUrl: 'smtp://mail.example.com' } };

    assert.equal(createIdentityProvider(production, now), null);
    assert.equal(createIdentityProvider(smtp, now), null);
  });
});

for (const backend of testBackends()) {
  describe(`stand-in social sign-in on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend, { config: { trustProxy: { hops: 1 } } });
    const facebookSuite = useTestApp(backend, {
      config: { facebook: { appId: '1234', appSecret: 'app-secret' } },
    });

    const askToken = (app = suite.app, options: object = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/dev/social-sign-in',
        payload: { email: 'grace@example.com' },
        ...options,
      });

    it('gives this machine a token that check_fb_user accepts', async () => {
      const admin = await suite.app.inject({ method: 'GET', url: '/api/admindatas' });
      assert.deepEqual(admin.json<AdminDataResponse>().result.social_login, {
        local_stand_in: true,
      });

      const token = await askToken();
      assert.equal(token.statusCode, 200, token.body);
      const { fbid, access_token } = token.json<StandInTokenResponse>();

      const check = await suite.app.inject({
        method: 'POST',
        url: '/api/check_fb_user',
        payload: { email: 'grace@example.com', fbid, access_token },
      });
      const forged = await suite.app.inject({
        method: 'POST',
        url: '/api/check_fb_user',
        payload: { email: 'grace@example.com', fbid, access_token: `${access_token}x` },
      });
      assert.deepEqual(check.json<SocialCheckResponse>(), { status: 'true', data: 1 });
      assert.equal(forged.statusCode, 401);
    });

    it('is the 404 of an unknown route to a proxied or distant client', async () => {
      const unknown = await suite.app.inject({ method: 'POST', url: '/api/dev/nothing-here' });
      assert.equal(unknown.statusCode, 404);

      for (const options of [
        { headers: { 'x-forwarded-for': '127.0.0.1' } },
        { headers: { forwarded: 'for=127.0.0.1' } },
        { remoteAddress: '203.0.113.7' },
      ]) {
        const refused = await askToken(suite.app, options);
        assert.equal(refused.statusCode, 404, JSON.stringify(options));
        assert.equal(refused.body, unknown.body);
      }
    });

    it('is not there at all once Facebook has keys', async () => {
      const admin = await facebookSuite.app.inject({ method: 'GET', url: '/api/admindatas' });
      assert.deepEqual(admin.json<AdminDataResponse>().result.social_login, {
        facebook_app_id: '1234',
      });
      assert.equal((await askToken(facebookSuite.app)).statusCode, 404);
    });
  });
}
