import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { loadConfig } from '../config';
import { useTestApp } from '../../test/support/testApp';
import { testBackends } from '../../test/support/testBackends';

/** Static serving does not depend on the database: the embedded one is enough. */
const [pglite] = testBackends();

const SHELL_SCRIPT = 'console.log("shell")';
const INDEX_HTML = '<!doctype html><title>Dating</title>';
const WELCOME_HTML = '<title>Dating</title><h1>Meet people</h1>';

/** The chat remote's mf-manifest.json, as its build writes it (the fields the server reads). */
const CHAT_MANIFEST = {
  name: 'mf_chat',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    {
      name: 'App',
      path: './App',
      assets: {
        js: { sync: ['__federation_expose_App.9d41c3e0.js'], async: ['616.bb3c7ca8.js'] },
        css: { sync: ['__federation_expose_App.002078a2.css'], async: [] },
      },
    },
  ],
};

async function writeFiles(root: string, files: Record<string, string | Buffer>): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
}

describe('the built web apps, served from a workspace with dist folders', () => {
  let repoRoot: string;
  const suite = useTestApp(pglite!, async () => {
    repoRoot = await mkdtemp(path.join(tmpdir(), 'dating-web-'));
    await writeFiles(repoRoot, {
      'shell/dist/index.html': INDEX_HTML,
      'shell/dist/index.html.br': brotliCompressSync(INDEX_HTML),
      // What the shell's scripts/prerender.tsx builds for a visitor's pages (not for help here).
      'shell/dist/prerendered/welcome.html': WELCOME_HTML,
      'shell/dist/prerendered/welcome.html.br': brotliCompressSync(WELCOME_HTML),
      'shell/dist/prerendered/login.html': '<title>Dating</title><h1>Sign in</h1>',
      'shell/dist/main.3f2a9c1b.js': SHELL_SCRIPT,
      // The build's precompressed copies (shared/build/PrecompressPlugin.cjs).
      'shell/dist/main.3f2a9c1b.js.br': brotliCompressSync(SHELL_SCRIPT),
      'shell/dist/main.3f2a9c1b.js.gz': gzipSync(SHELL_SCRIPT),
      'shell/dist/sw.js': 'self.addEventListener("fetch", () => {})',
      'shell/dist/mf-manifest.json': '{}',
      // What each of the shell's pages loads beyond the startup (PreloadStartupPlugin.cjs).
      'shell/dist/page-preloads.json': JSON.stringify({
        welcome: ['/web/page-welcome.6988df1b.js', '/web/page-welcome.15223d05.css'],
        login: ['/web/10.e0c014a2.js', '/web/page-login.79e6237e.js'],
        app: ['/web/page-app.7629524f.js'],
      }),
      'mf-chat/dist/mf-manifest.json': JSON.stringify(CHAT_MANIFEST),
      // A remote whose build wrote no usable manifest: it gets no preloads.
      'mf-payments/dist/mf-manifest.json': '{"name":"mf_payments"}',
      'mf-chat/dist/remoteEntry.js': 'var mf_chat;',
      'mf-chat/dist/__federation_expose_App.9d41c3e0.js': 'export {}',
    });
    return {
      // The workspace's production configuration, every field of it over the test one.
      config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }, repoRoot),
      cleanup: () => rm(repoRoot, { recursive: true, force: true }),
    };
  });

  it('redirects / to the shell', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/' });

    assert.equal(response.statusCode, 302);
    assert.equal(response.headers.location, '/web/');
  });

  it("answers the shell's own routes with index.html, never cached", async () => {
    for (const url of ['/web/', '/web/app/PeopleNear', '/web/login?next=%2Fapp']) {
      const response = await suite.app.inject({ method: 'GET', url });

      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /<title>Dating<\/title>/, url);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
    }
  });

  it("answers an English visitor's page with the page built ahead, any other with index.html", async () => {
    const page = async (url: string, cookie?: string) => {
      const headers = cookie ? { cookie } : {};
      const response = await suite.app.inject({ method: 'GET', url, headers });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
      return /<h1>(.*)<\/h1>/.exec(response.body)?.[1] ?? 'index.html';
    };

    assert.equal(await page('/web/'), 'Meet people');
    assert.equal(await page('/web/login'), 'Sign in');
    assert.equal(await page('/web/login/', 'theme=dark; language=en'), 'Sign in');
    // Another language, a member's browser, another tab: the browser renders its page itself.
    assert.equal(await page('/web/login', 'language=fr'), 'index.html');
    assert.equal(await page('/web/login', 'language=en; onboarded=true'), 'index.html');
    assert.equal(await page('/web/login?signuptab=yes'), 'index.html');
    // A page this build has none for, and pages that are never built ahead.
    assert.equal(await page('/web/helpmain'), 'index.html');
    assert.equal(await page('/web/app/PeopleNear'), 'index.html');
  });

  it('preloads the files of the page and remote an address shows, and only theirs', async () => {
    const chat = [
      '</remotes/mf-chat/remoteEntry.js>; rel=preload; as=script',
      '</remotes/mf-chat/__federation_expose_App.9d41c3e0.js>; rel=preload; as=script',
      '</remotes/mf-chat/__federation_expose_App.002078a2.css>; rel=preload; as=style',
    ];
    const expected = {
      '/web/': [
        '</web/page-welcome.6988df1b.js>; rel=preload; as=script',
        '</web/page-welcome.15223d05.css>; rel=preload; as=style',
      ],
      '/web/login?next=%2Fapp': [
        '</web/10.e0c014a2.js>; rel=preload; as=script',
        '</web/page-login.79e6237e.js>; rel=preload; as=script',
      ],
      '/web/app/Message/MessageNew/12/40': [
        '</web/page-app.7629524f.js>; rel=preload; as=script',
        ...chat,
      ],
      // The layout's own 404 page: no remote.
      '/web/app/NoSuchPage': ['</web/page-app.7629524f.js>; rel=preload; as=script'],
      // A remote with no usable manifest, and one with no build here: the page's files alone.
      '/web/app/Payment': ['</web/page-app.7629524f.js>; rel=preload; as=script'],
      '/web/app/settings': ['</web/page-app.7629524f.js>; rel=preload; as=script'],
      // The 404 page, and a page the list does not name: index.html alone.
      '/web/nosuchpage': [],
      '/web/helpmain': [],
    };
    for (const [url, links] of Object.entries(expected)) {
      const response = await suite.app.inject({ method: 'GET', url });

      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /<title>Dating<\/title>/, url);
      assert.equal(response.headers.link, links.length > 0 ? links.join(', ') : undefined, url);
    }
  });

  it('answers a missing file 404 instead of the page', async () => {
    const response = await suite.app.inject({ method: 'GET', url: '/web/missing.4a5b6c7d.js' });

    assert.equal(response.statusCode, 404);
  });

  it('caches hashed files for good and revalidates the service worker', async () => {
    const hashed = await suite.app.inject({ method: 'GET', url: '/web/main.3f2a9c1b.js' });
    assert.equal(hashed.statusCode, 200);
    assert.equal(hashed.headers['cache-control'], 'public, max-age=31536000, immutable');

    const worker = await suite.app.inject({ method: 'GET', url: '/web/sw.js' });
    assert.equal(worker.statusCode, 200);
    assert.match(worker.body, /addEventListener/);
    assert.equal(worker.headers['cache-control'], 'no-cache');
    assert.equal(worker.headers['service-worker-allowed'], '/web/');
  });

  it('sends the compressed copy a browser accepts, cached as the file it stands for', async () => {
    const url = '/web/main.3f2a9c1b.js';
    const brotli = await suite.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br' },
    });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(brotli.rawPayload).toString(), SHELL_SCRIPT);
    assert.equal(brotli.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(brotli.headers.vary), /accept-encoding/i);

    const gzip = await suite.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.rawPayload).toString(), SHELL_SCRIPT);

    const plain = await suite.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, SHELL_SCRIPT);
  });

  it("sends the shell's pages in the compressed copy a browser accepts, revalidated", async () => {
    for (const [url, html] of [
      ['/web/app/PeopleNear', INDEX_HTML],
      ['/web/', WELCOME_HTML],
    ] as const) {
      const brotli = await suite.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      assert.equal(brotli.headers['content-encoding'], 'br', url);
      assert.match(String(brotli.headers['content-type']), /^text\/html/, url);
      assert.equal(brotli.headers['cache-control'], 'no-cache', url);
      assert.equal(brotliDecompressSync(brotli.rawPayload).toString(), html, url);

      // A copy the build did not write: the page itself.
      const plain = await suite.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip' },
      });
      assert.equal(plain.headers['content-encoding'], undefined, url);
      assert.equal(plain.body, html, url);
    }
  });

  it("serves a remote's build to any origin, its entry files revalidated", async () => {
    const manifest = await suite.app.inject({
      method: 'GET',
      url: '/remotes/mf-chat/mf-manifest.json',
      headers: { origin: 'https://shell.example.com' },
    });
    assert.equal(manifest.statusCode, 200);
    assert.deepEqual(manifest.json(), CHAT_MANIFEST);
    assert.equal(manifest.headers['access-control-allow-origin'], '*');
    assert.equal(manifest.headers['cache-control'], 'no-cache');

    const entry = await suite.app.inject({ method: 'GET', url: '/remotes/mf-chat/remoteEntry.js' });
    assert.equal(entry.headers['cache-control'], 'no-cache');

    const chunk = await suite.app.inject({
      method: 'GET',
      url: '/remotes/mf-chat/__federation_expose_App.9d41c3e0.js',
    });
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('answers 404 for a remote that has no build here', async () => {
    const response = await suite.app.inject({
      method: 'GET',
      url: '/remotes/mf-profile/mf-manifest.json',
    });

    assert.equal(response.statusCode, 404);
  });

  it('still answers unknown API calls with the JSON failure', async () => {
    const response = await suite.app.inject({ method: 'POST', url: '/api/nosuchcall' });

    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { status: 'false', message: 'Not found' });
  });
});
