import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect as connectTcp } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { io as connect } from 'socket.io-client';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { useTestApp } from '../../test/support/testApp';
import { testBackends } from '../../test/support/testBackends';
import { testConfig } from '../../test/support/testConfig';
import { createTestMember, type TestMember } from '../../test/support/testMembers';
import { dataUrlOf, smallPng } from '../../test/support/testPictures';

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

/** One answer as it came over the wire. */
interface WireAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Reads the answers of a connection, one after another, by their Content-Length. */
function parseAnswers(wire: string): WireAnswer[] {
  const answers: WireAnswer[] = [];
  let rest = wire;
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n');
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n');
    const headers = new Map(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers.get('content-length'));
    answers.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: rest.slice(end + 4, end + 4 + length),
    });
    rest = rest.slice(end + 4 + length);
  }
  return answers;
}

/**
 * Sends raw bytes to the app and reads what comes back until the server closes the connection;
 * `then` sends more once the connection is open and the first bytes were written.
 */
function exchange(url: string, request: string, then?: () => Promise<string>): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connectTcp(Number(port), hostname, () => {
      socket.write(request);
      void then?.().then((more) => socket.write(more), reject);
    });
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    // The server may close while the request is still being written (headers too large).
    socket.on('error', () => {});
    socket.on('close', () => resolve(received));
  });
}

/** A refusal as a member's browser must get it: the failure body and every security header. */
function assertRefusal(answer: WireAnswer, status: number): void {
  assert.equal(answer.status, status, answer.body);
  assert.deepEqual(Object.keys(JSON.parse(answer.body) as object), ['status', 'message']);
  assert.equal((JSON.parse(answer.body) as { status: string }).status, 'false');
  for (const name of SECURITY_HEADERS)
    assert.ok(answer.headers.get(name), `no ${name} on ${status}`);
}

function wireAnswerOf(response: LightMyRequestResponse): WireAnswer {
  return {
    status: response.statusCode,
    headers: new Map(
      Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
    ),
    body: response.body,
  };
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
              ? { ...remote, entryOverride: `${REMOTE_ORIGIN}/mf-chat/remoteEntry.js` }
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

    it("sends them with {status: 'false', message} on the framework's own refusals too", async () => {
      const post = (contentType: string, payload: string) =>
        suite.app.inject({
          method: 'POST',
          url: '/api/webhelppages',
          headers: { 'content-type': contentType },
          payload,
        });
      const injected: [LightMyRequestResponse, number][] = [
        [await post('application/json', '{"user_id": '), 400],
        [await post('application/json', JSON.stringify({ text: 'x'.repeat(2_000_000) })), 413],
        [await post('application/xml', '<user_id/>'), 415],
        [await suite.app.inject({ method: 'GET', url: '/api/nothing-here' }), 404],
      ];
      for (const [response, status] of injected) assertRefusal(wireAnswerOf(response), status);

      const get = (path: string, headers = '') =>
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`;
      const overWire: [string, number][] = [
        // Node's HTTP parser refuses these before Fastify sees a request.
        [get('/healthz', `X-Padding: ${'a'.repeat(20_000)}\r\n`), 431],
        ['NOT HTTP AT ALL\r\n\r\n', 400],
        // Fastify's router refuses a path that does not decode.
        [get('/api/%zz'), 400],
      ];
      for (const [request, status] of overWire) {
        const answers = parseAnswers(await exchange(suite.url, request));
        assert.equal(answers.length, 1, request.slice(0, 40));
        assertRefusal(answers[0]!, status);
      }
    });

    it('answers 503 with them to a request arriving while closing, and finishes the one in flight', async () => {
      let entered!: () => void;
      const inFlight = new Promise<void>((resolve) => (entered = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const closing = await appWith({});
      closing.get('/api/test-hold', { config: { public: true } }, async () => {
        entered();
        await released;
        return { status: 'true' };
      });
      await closing.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(closing.server.address() as AddressInfo).port}`;
      let closed: Promise<void> | undefined;

      const wire = await exchange(
        url,
        'GET /api/test-hold HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
        async () => {
          await inFlight;
          closed = closing.close();
          // Sent on the same, busy connection once the app is closing; the first is then let go.
          setTimeout(release, 200);
          return 'GET /api/admindatas HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n';
        },
      );
      await closed;

      const [held, late] = parseAnswers(wire);
      assert.equal(held?.status, 200);
      assert.deepEqual(JSON.parse(held.body), { status: 'true' });
      assert.ok(late);
      assertRefusal(late, 503);
      assert.equal(late.headers.get('connection'), 'close');
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
