import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { io as connect } from 'socket.io-client';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { useTestApp } from '../testing/testApp';
import { testBackends } from '../testing/testBackends';
import { testConfig } from '../testing/testConfig';
import { createTestMember, type TestMember } from '../testing/testMembers';
import { dataUrlOf, smallPng } from '../testing/testPictures';

const REMOTE_ORIGIN = 'https://chat.cdn.example';
const INLINE_SCRIPT = "document.documentElement.lang = 'en';";
const SHELL_PAGE = `<!doctype html><html><head><script>${INLINE_SCRIPT}</script>
<script defer src="/web/main.js"></script><style>#splash{color:red}</style></head>
<body><div id="root"></div></body></html>`;

/** The directives of a Content-Security-Policy header, each with its sources. */
function directivesOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  assert.equal(typeof header, 'string', `no CSP on ${response.raw.req.url}`);
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function assertSecurityHeaders(response: LightMyRequestResponse): Map<string, string[]> {
  const csp = directivesOf(response);
  assert.deepEqual(csp.get('default-src'), ["'self'"]);
  assert.deepEqual(csp.get('object-src'), ["'none'"]);
  assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
  assert.ok(!csp.get('script-src')?.includes("'unsafe-inline'"), 'inline scripts only by hash');
  assert.ok(!csp.get('script-src')?.includes("'unsafe-eval'"));
  assert.equal(response.headers['x-content-type-options'], 'nosniff');
  assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  assert.equal(response.headers['x-frame-options'], 'DENY');
  return csp;
}

/** What helmet sets on every answer, Fastify's and socket.io's alike. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-resource-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function securityHeadersOf(response: Response): Record<string, string | null> {
  return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, response.headers.get(name)]));
}

/** Whether socket.io accepts a handshake sent with these headers. */
function handshakeAccepted(
  url: string,
  token: string,
  origin?: string,
  transport: 'polling' | 'websocket' = 'polling',
): Promise<boolean> {
  const socket = connect(url, {
    transports: [transport],
    reconnection: false,
    auth: { token },
    extraHeaders: origin ? { origin } : {},
  });
  return new Promise((resolve) => {
    socket.once('connect', () => {
      socket.close();
      resolve(true);
    });
    socket.once('connect_error', () => {
      socket.close();
      resolve(false);
    });
  });
}

for (const backend of testBackends()) {
  describe(`security headers on ${backend.name}`, { skip: backend.skip }, () => {
    let member: TestMember;
    const shellDir = mkdtempSync(path.join(tmpdir(), 'dating-shell-'));
    const suite = useTestApp(backend, () => {
      mkdirSync(shellDir, { recursive: true });
      writeFileSync(path.join(shellDir, 'index.html'), SHELL_PAGE);
      return {
        config: {
          serveWeb: true,
          shellDistDir: shellDir,
          remotes: testConfig().remotes.map((remote) =>
            remote.name === 'mf_chat'
              ? { ...remote, entryOverride: `${REMOTE_ORIGIN}/mf-chat/mf-manifest.json` }
              : remote,
          ),
        },
        listen: true,
        cleanup: () => rmSync(shellDir, { recursive: true, force: true }),
      };
    });

    async function appWith(overrides: Partial<AppConfig>): Promise<FastifyInstance> {
      const config = testConfig(overrides);
      return buildApp(config, { database: suite.database.handle });
    }

    before(async () => {
      member = await createTestMember(suite.app);
    });

    it('sends them on every kind of answer: API, refusal, page, file, photo, unknown path', async () => {
      const upload = await suite.app.inject({
        method: 'POST',
        url: '/api/uploadimageweb',
        headers: member.headers,
        payload: { file: dataUrlOf(await smallPng()) },
      });
      const photo = upload.json<{ imageurl: string }>().imageurl;
      const answers = [
        await suite.app.inject({ method: 'GET', url: '/healthz' }),
        await suite.app.inject({ method: 'GET', url: '/api/admindatas' }),
        await suite.app.inject({ method: 'POST', url: '/api/webprofile', headers: member.headers }),
        await suite.app.inject({ method: 'POST', url: '/api/webprofile' }),
        await suite.app.inject({ method: 'POST', url: '/api/nothing-here' }),
        await suite.app.inject({ method: 'GET', url: '/web/' }),
        await suite.app.inject({ method: 'GET', url: '/web/app/PeopleNear' }),
        await suite.app.inject({ method: 'GET', url: new URL(photo, suite.url).pathname }),
        await suite.app.inject({ method: 'GET', url: '/static/does-not-exist.svg' }),
      ];
      assert.deepEqual(
        answers.map((answer) => answer.statusCode),
        [200, 200, 200, 401, 404, 200, 200, 200, 404],
      );
      for (const answer of answers) assertSecurityHeaders(answer);
    });

    it("allows the shell's inline script by its hash, remotes deployed elsewhere, and nothing else", async () => {
      const page = await suite.app.inject({ method: 'GET', url: '/web/' });
      const csp = assertSecurityHeaders(page);
      const hash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
      assert.deepEqual(csp.get('script-src'), ["'self'", REMOTE_ORIGIN, hash]);
      assert.deepEqual(csp.get('connect-src'), ["'self'", REMOTE_ORIGIN]);
      assert.ok(csp.get('style-src')?.includes(REMOTE_ORIGIN));
      assert.deepEqual(csp.get('frame-src'), ["'self'"]);
      assert.deepEqual(csp.get('img-src'), ["'self'", 'data:', 'blob:', REMOTE_ORIGIN]);
      assert.ok(!String(page.headers['content-security-policy']).includes('braintree'));
    });

    it("adds Braintree's drop-in only when Braintree is configured", async () => {
      const withBraintree = await appWith({
        braintree: {
          environment: 'sandbox',
          merchantId: 'merchant',
          publicKey: 'public',
          privateKey: 'private',
          merchantAccountId: undefined,
        },
      });
      try {
        const csp = assertSecurityHeaders(
          await withBraintree.inject({ method: 'GET', url: '/api/admindatas' }),
        );
        assert.ok(csp.get('script-src')?.includes('https://js.braintreegateway.com'));
        assert.ok(csp.get('frame-src')?.includes('https://assets.braintreegateway.com'));
        assert.ok(csp.get('connect-src')?.includes('https://api.sandbox.braintreegateway.com'));
      } finally {
        await withBraintree.close();
      }
    });

    it("keeps a signed-in member's answers out of every cache", async () => {
      const signedIn = await suite.app.inject({
        method: 'POST',
        url: '/api/webprofile',
        headers: member.headers,
      });
      const refused = await suite.app.inject({
        method: 'POST',
        url: '/api/webprofile',
        headers: member.headers,
        payload: { user_id: String(member.id + 1000) },
      });
      const visitor = await suite.app.inject({ method: 'GET', url: '/api/admindatas' });
      assert.equal(signedIn.headers['cache-control'], 'no-store');
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.headers['cache-control'], 'no-store');
      assert.equal(visitor.headers['cache-control'], undefined);
    });

    it("sends the same ones, and no-store, on socket.io's own answers: handshake, refusals, preflights", async () => {
      const fastify = securityHeadersOf(await fetch(`${suite.url}/healthz`));
      for (const name of SECURITY_HEADERS) assert.ok(fastify[name], `no ${name} from Fastify`);
      const handshake = `${suite.url}/socket.io/?EIO=4&transport=polling`;
      const answers = [
        await fetch(handshake, { headers: { origin: suite.url } }),
        await fetch(handshake, { headers: { origin: 'https://evil.example' } }),
        await fetch(`${handshake}&sid=no-such-session`),
        await fetch(handshake, {
          method: 'OPTIONS',
          headers: { origin: REMOTE_ORIGIN, 'access-control-request-method': 'POST' },
        }),
      ];
      assert.deepEqual(
        answers.map((answer) => answer.status),
        [200, 403, 400, 204],
      );
      assert.match(answers[3]!.headers.get('access-control-allow-methods') ?? '', /POST/);
      for (const answer of answers) {
        assert.deepEqual(securityHeadersOf(answer), fastify, `on ${answer.status}`);
        assert.equal(answer.headers.get('cache-control'), 'no-store', `on ${answer.status}`);
      }
      assert.match(await answers[0]!.text(), /"sid":/);
    });

    it('refuses a socket.io handshake from a foreign page, not from this origin or a remote', async () => {
      const host = new URL(suite.url).host;
      assert.equal(await handshakeAccepted(suite.url, member.token, 'https://evil.example'), false);
      assert.equal(await handshakeAccepted(suite.url, member.token, 'null'), false);
      assert.equal(
        await handshakeAccepted(suite.url, member.token, 'https://evil.example', 'websocket'),
        false,
      );
      assert.equal(await handshakeAccepted(suite.url, member.token, `http://${host}`), true);
      assert.equal(
        await handshakeAccepted(suite.url, member.token, `http://${host}`, 'websocket'),
        true,
      );
      assert.equal(await handshakeAccepted(suite.url, member.token, REMOTE_ORIGIN), true);
      // Without an Origin header: a mobile app or another server.
      assert.equal(await handshakeAccepted(suite.url, member.token), true);
    });
  });
}
