import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@dating/shared/rules';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

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

/** /web/: the shell, with its routes answered by index.html (the router runs in the browser). */
const shellApp: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  await app.register(fastifyStatic, {
    root,
    setHeaders: setCacheHeaders,
    decorateReply: false,
    preCompressed: true,
  });
  const indexFile = path.join(root, 'index.html');
  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isAppRoute(request.url)) {
      // Read at each request: a rebuild of the shell takes effect without a restart.
      const page = await readFile(indexFile);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
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
    await app.register(shellApp, { prefix: '/web', root: shellDistDir });
  } else {
    app.log.warn(`No shell build at ${shellDistDir}: /web/ is not served (pnpm build)`);
  }

  for (const remote of remotes) {
    if (!existsSync(remote.distDir)) {
      app.log.warn(
        `No ${remote.name} build at ${remote.distDir}: /remotes/${remote.folder}/ is not served`,
      );
      continue;
    }
    await app.register(fastifyStatic, {
      root: remote.distDir,
      prefix: `/remotes/${remote.folder}/`,
      decorateReply: false,
      setHeaders: setCacheHeaders,
      preCompressed: true,
    });
  }
};
