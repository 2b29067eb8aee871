import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { FacebookIdentityProvider } from './facebookIdentityProvider';

const APP = { appId: '1234', appSecret: 'app-secret' };

/** Tokens the fake Graph API knows: which app each was issued to, and whose it is. */
const TOKENS: Record<string, { app_id: string; user_id: string; email?: string }> = {
  'ours-with-email': { app_id: '1234', user_id: 'fb-1', email: 'Ada@Example.com' },
  'ours-without-email': { app_id: '1234', user_id: 'fb-2' },
  'another-apps': { app_id: '9999', user_id: 'fb-3' },
};

/** A local stand-in for graph.facebook.com's debug_token and /me, checking what they check. */
async function fakeGraph(): Promise<FastifyInstance> {
  const graph = Fastify();
  graph.get<{ Querystring: Record<string, string> }>('/debug_token', (request, reply) => {
    if (request.query.access_token !== `${APP.appId}|${APP.appSecret}`) {
      return reply.code(400).send({ error: { message: 'Invalid OAuth access token' } });
    }
    const token = TOKENS[request.query.input_token ?? ''];
    return { data: token ? { ...token, is_valid: true } : { is_valid: false } };
  });
  graph.get<{ Querystring: Record<string, string> }>('/me', (request, reply) => {
    const accessToken = request.query.access_token ?? '';
    const token = TOKENS[accessToken];
    const proof = createHmac('sha256', APP.appSecret).update(accessToken).digest('hex');
    if (!token || request.query.appsecret_proof !== proof) {
      return reply.code(400).send({ error: { message: 'Invalid token or proof' } });
    }
    return { id: token.user_id, ...(token.email && { email: token.email }) };
  });
  await graph.listen({ port: 0, host: '127.0.0.1' });
  return graph;
}

describe('Facebook sign-in checked through the Graph API', () => {
  let graph: FastifyInstance;
  let facebook: FacebookIdentityProvider;

  before(async () => {
    graph = await fakeGraph();
    const { port } = graph.server.address() as AddressInfo;
    facebook = new FacebookIdentityProvider(APP, `http://127.0.0.1:${port}`);
  });
  after(() => graph?.close());

  it("tells the browser the app's id", () => {
    assert.deepEqual(facebook.browserConfig, { facebook_app_id: '1234' });
  });

  it('answers whose a valid token of our app is, with the e-mail the member shared', async () => {
    assert.deepEqual(await facebook.verify('ours-with-email'), {
      id: 'fb-1',
      email: 'ada@example.com',
    });
    assert.deepEqual(await facebook.verify('ours-without-email'), { id: 'fb-2', email: null });
  });

  it('refuses a token issued to another app, an unknown one, or none', async () => {
    assert.equal(await facebook.verify('another-apps'), null);
    assert.equal(await facebook.verify('made-up'), null);
    assert.equal(await facebook.verify(''), null);
  });

  it("never fetches a picture from outside Facebook's picture hosts", async () => {
    for (const url of [
      'https://evil.example.com/a.jpg',
      'http://scontent.xx.fbcdn.net/a.jpg',
      'https://169.254.169.254/latest/meta-data',
    ]) {
      await assert.rejects(facebook.fetchPicture(url), /Not a Facebook picture address/, url);
    }
  });
});
