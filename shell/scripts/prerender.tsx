/**
 * After the production build: the pages a visitor opens, rendered ahead in English into the
 * build's index.html (PRERENDERED_PAGES in @dating/contract/shell-pages), so they paint before the
 * scripts have run; bootstrap.tsx hydrates them. The same components and store as the browser's
 * first render, in a DOM of jsdom's: the store reads the browser's storage as it starts, empty
 * here as it is for a visitor.
 *
 *   tsx --tsconfig scripts/tsconfig.json --import ./scripts/ignoreStyles.mjs scripts/prerender.tsx
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const ROOT = '<div id="root"></div>';

const { window } = new JSDOM('<!doctype html><html><body></body></html>', {
  url: 'http://localhost/web/',
});
Object.assign(globalThis, {
  window,
  document: window.document,
  localStorage: window.localStorage,
  sessionStorage: window.sessionStorage,
});

// After the DOM: modules that read the browser's storage as they load find it.
const { PRERENDERED_FOLDER, PRERENDERED_PAGES, SHELL_BASENAME, SHELL_PAGE_PATHS } =
  await import('@dating/contract/shell-pages');
const { compressedCopies } = await import('@dating/build/precompress');
const { StrictMode } = await import('react');
const { prerenderToNodeStream } = await import('react-dom/static');
const { StaticRouter } = await import('react-router-dom');
const { ShellProviders } = await import('../src/app/ShellProviders');
const { ShellRoutes, preloadPageOf } = await import('../src/app/ShellRoutes');
const { makeStore } = await import('../src/app/store');
const { createShellI18n } = await import('../src/i18n/shellI18n');

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!template.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT}`);
// The style sheets a page is drawn with: the startup's, which index.html preloads, and the page's
// own (the build's page-preloads.json). Linked, they hold the first paint until they are there,
// rather than the page showing unstyled and moving when they come; the scripts find them linked
// and do not load them again.
const startupStyles = [...template.matchAll(/<link rel="preload" as="style" href="([^"]+)">/g)];
const pageFiles = JSON.parse(readFileSync(path.join(dist, 'page-preloads.json'), 'utf8')) as Record<
  string,
  string[]
>;
const stylesOf = (page: string) =>
  [...startupStyles.map(([, href]) => href!), ...(pageFiles[page] ?? [])]
    .filter((href) => href.endsWith('.css'))
    .map((href) => `<link rel="stylesheet" href="${href}">`)
    .join('');
mkdirSync(path.join(dist, PRERENDERED_FOLDER), { recursive: true });

for (const page of PRERENDERED_PAGES) {
  const address = `${SHELL_BASENAME}/${SHELL_PAGE_PATHS[page]}`;
  await preloadPageOf(address);
  // A visitor's pages load no remote.
  const noRemotes = {} as never;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ShellProviders store={makeStore()} i18n={createShellI18n('en')} remoteLoader={noRemotes}>
        <StaticRouter basename={SHELL_BASENAME} location={address}>
          <ShellRoutes />
        </StaticRouter>
      </ShellProviders>
    </StrictMode>,
    { onError: (error) => console.error(`prerender of ${address}:`, error) },
  );
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  const file = path.join(dist, PRERENDERED_FOLDER, `${page}.html`);
  const html = Buffer.from(
    template
      .replace('</head>', `${stylesOf(page)}</head>`)
      .replace(ROOT, `<div id="root">${markup}</div>`),
  );
  writeFileSync(file, html);
  // Sent compressed like the build's other files (fastify-static's preCompressed).
  for (const [extension, copy] of compressedCopies(html)) writeFileSync(file + extension, copy);
  console.log(`prerendered ${address} into ${path.relative(dist, file)}`);
}
