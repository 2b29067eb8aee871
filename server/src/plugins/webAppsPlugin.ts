import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@dating/contract/rules';
import { REMOTES, remoteOfAddress } from '@dating/contract/routes';
import {
  PRERENDERED_FOLDER,
  PRERENDERED_PAGES,
  shellPageOf,
  type ShellPageName,
} from '@dating/contract/shell-pages';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import type { RemoteConfig } from '../config';
import { readCookie } from '../http/readCookie';

/** Files a browser must revalidate every time: they name the current hashed files. */
const ENTRY_FILES = new Set(['index.html', 'sw.js', 'mf-manifest.json', 'remoteEntry.js']);
/** Webpack's content-hashed names (main.3f2a9c1b.js, 9d41c3e0b7a2f5d6e8c1.png): never change. */
const HASHED_FILE = /(^|[.-])[0-9a-f]{8,}(\.[a-z0-9]+)+$/i;

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  // A precompressed copy (main.3f2a9c1b.js.br) is cached as the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (HASHED_FILE.test(name) && !ENTRY_FILES.has(name)) {
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  } else {
    reply.header('cache-control', 'no-cache');
  }
  // The shell's service worker lives at /web/sw.js but controls all of /web/.
  if (name === 'sw.js') reply.header('service-worker-allowed', '/web/');
}

/** A path whose last segment has no extension is a client-side route, not a missing file. */
function isAppRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return !path.posix.basename(pathname).includes('.');
}

/** Each shell page's own files, listed by the build (shared/build/PreloadStartupPlugin.cjs). */
const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** One file an address's Link header preloads, and what the browser will fetch it as. */
interface Preload {
  href: string;
  as: 'script' | 'style';
}

const preloadOf = (href: string): Preload => ({
  href,
  as: href.endsWith('.css') ? 'style' : 'script',
});

/** A JSON file of a build, or undefined when it is missing or unreadable. */
async function readBuildJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The files the shell page of an address adds to the startup's (index.html preloads those). */
async function pagePreloads(shellRoot: string, pathname: string): Promise<Preload[]> {
  const page = shellPageOf(pathname);
  if (!page) return [];
  const pages = await readBuildJson(path.join(shellRoot, PAGE_PRELOADS_FILE));
  const files: unknown = (pages as Partial<Record<ShellPageName, unknown>> | undefined)?.[page];
  return Array.isArray(files)
    ? files.filter((file): file is string => typeof file === 'string').map(preloadOf)
    : [];
}

/** The part of a remote's mf-manifest.json that says which files its entry and App are. */
const remoteManifest = Compile(
  Type.Object({
    metaData: Type.Object({
      remoteEntry: Type.Object({ path: Type.String(), name: Type.String() }),
    }),
    exposes: Type.Array(
      Type.Object({
        path: Type.String(),
        assets: Type.Object({
          js: Type.Object({ sync: Type.Array(Type.String()) }),
          css: Type.Object({ sync: Type.Array(Type.String()) }),
        }),
      }),
    ),
  }),
);

/** Whether members load a remote from a registry release rather than this server's own copy. */
type HasRelease = (folder: string) => Promise<boolean>;

/**
 * What the shell fetches of the remote an /app address shows before it can render it: the
 * remote's entry and its App's own files, which the remote's build manifest names. Only for a
 * remote this server's own copy is loaded from: one deployed elsewhere (REMOTE_<NAME>_URL) or
 * released through the registry (which version depends on the member) is not preloaded.
 */
async function remotePreloads(
  remotes: readonly RemoteConfig[],
  hasRelease: HasRelease,
  pathname: string,
) {
  const key = remoteOfAddress(pathname);
  const remote = key && remotes.find((candidate) => candidate.name === REMOTES[key]);
  if (!remote || remote.entryOverride || (await hasRelease(remote.folder))) return [];
  const manifest = await readBuildJson(path.join(remote.distDir, 'mf-manifest.json'));
  if (!remoteManifest.Check(manifest)) return [];
  const { remoteEntry } = manifest.metaData;
  const app = manifest.exposes.find((expose) => expose.path === './App');
  return [
    preloadOf(path.posix.join(remote.servedAt, remoteEntry.path, remoteEntry.name)),
    ...[...(app?.assets.js.sync ?? []), ...(app?.assets.css.sync ?? [])].map((file) =>
      preloadOf(`${remote.servedAt}${file}`),
    ),
  ];
}

/**
 * The Link header of an address of the shell: it preloads what the address's page and remote
 * need beyond index.html's own preloads, so the browser fetches them with the startup's rather
 * than once the entry script has run, a round trip or more later.
 */
async function preloadLink(
  shellRoot: string,
  remotes: readonly RemoteConfig[],
  hasRelease: HasRelease,
  pathname: string,
): Promise<string | undefined> {
  const preloads = (
    await Promise.all([
      pagePreloads(shellRoot, pathname),
      remotePreloads(remotes, hasRelease, pathname),
    ])
  ).flat();
  if (preloads.length === 0) return undefined;
  return preloads.map(({ href, as }) => `<${href}>; rel=preload; as=${as}`).join(', ');
}

/**
 * The page built ahead for a visitor's address (the shell's scripts/prerender.tsx), when the
 * browser's first render will be that same page: English (no other language in the cookie the
 * shell keeps), no member's session (the onboarded cookie: the shell sends members on), no query
 * (`?signuptab=yes` shows another tab). Any other browser gets index.html and renders its page.
 * Answers its path in the build.
 */
function prerenderedPageOf(root: string, request: FastifyRequest): string | undefined {
  const [pathname = '', query] = request.url.split('?');
  const page = shellPageOf(pathname);
  const { cookie } = request.headers;
  if (
    query !== undefined ||
    !PRERENDERED_PAGES.some((prerendered) => prerendered === page) ||
    (readCookie(cookie, 'language') ?? 'en') !== 'en' ||
    readCookie(cookie, 'onboarded') === 'true'
  ) {
    return undefined;
  }
  const file = `${PRERENDERED_FOLDER}/${page}.html`;
  return existsSync(path.join(root, file)) ? file : undefined;
}

/** /web/: the shell, with its routes answered by index.html (the router runs in the browser). */
const shellApp: FastifyPluginAsync<{
  root: string;
  remotes: readonly RemoteConfig[];
  hasRelease: HasRelease;
}> = async (app, { root, remotes, hasRelease }) => {
  // reply.sendFile stays in this plugin's scope: the pages below are sent with it.
  await app.register(fastifyStatic, { root, setHeaders: setCacheHeaders, preCompressed: true });
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const preload = await preloadLink(root, remotes, hasRelease, request.url.split('?')[0] ?? '');
    if (preload) reply.header('link', preload);
    // From the disk at each request (a rebuild of the shell takes effect without a restart), in
    // the compressed copy the browser accepts, revalidated each time (setCacheHeaders).
    return reply.sendFile(prerenderedPageOf(root, request) ?? 'index.html');
  };
  // /web/ is a page like the others, not the folder's index.html: it comes with its preloads.
  app.get('/', sendPage);
  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isAppRoute(request.url)) {
      return sendPage(request, reply);
    }
    return reply.code(404).send({ status: 'false', message: MESSAGES.notFound });
  });
};

/**
 * The built front end: the shell at /web/ and each remote's folder at /remotes/<folder>/, so one
 * process serves the whole product. A remote deployed elsewhere simply has no folder here. The
 * builds hold a brotli and a gzip copy of each text file, sent to the browsers that accept them.
 */
export const webAppsPlugin: FastifyPluginAsync = async (app) => {
  const { shellDistDir, remotes } = app.config;

  app.get('/', async (_request, reply) => reply.redirect('/web/'));

  if (existsSync(shellDistDir)) {
    // The registry's service exists once the modules are built, before the first request.
    const hasRelease: HasRelease = (folder) => app.services.remoteRegistry.hasRelease(folder);
    await app.register(shellApp, { prefix: '/web', root: shellDistDir, remotes, hasRelease });
  } else {
    app.log.warn(`No shell build at ${shellDistDir}: /web/ is not served (pnpm build)`);
  }

  for (const remote of remotes) {
    if (!existsSync(remote.distDir)) {
      app.log.warn(
        `No ${remote.name} build at ${remote.distDir}: ${remote.servedAt} is not served`,
      );
      continue;
    }
    await app.register(fastifyStatic, {
      root: remote.distDir,
      prefix: remote.servedAt,
      decorateReply: false,
      setHeaders: setCacheHeaders,
      preCompressed: true,
    });
  }
};
