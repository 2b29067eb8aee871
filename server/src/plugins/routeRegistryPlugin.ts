import type { FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { fileURLToPath } from 'node:url';
import { deployTokenOnly } from '../http/deployTokenOnly';
import { thisMachineOnly } from '../http/thisMachineOnly';

/** One route as it was registered: what the quality gates need to call it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route's `config: { public: true }` (a call a signed-out visitor needs). */
  public: boolean;
  schema: FastifySchema | undefined;
  /** The route's own body limit, when it sets one (Fastify's default is 1 MiB). */
  bodyLimit: number | undefined;
  /** A development route other machines meet as a 404 (`thisMachineOnly`). */
  thisMachineOnly: boolean;
  /** A release call, for the deployment's REMOTE_DEPLOY_TOKEN only (`deployTokenOnly`). */
  deployTokenOnly: boolean;
  /** The server source file whose code registered the route, for docs/API.md. */
  file: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, filled in as the app is built. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

function methodsOf(route: RouteOptions): readonly string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

const THIS_FILE = fileURLToPath(import.meta.url);

/**
 * The first file on the call stack that is neither this plugin nor a dependency: the one that
 * called `app.get`/`app.post`/`app.route`. Fastify's own frames between them outnumber the
 * default stack depth, hence the raised limit.
 */
function registeringFile(): string | undefined {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 50;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  for (const [, location = ''] of stack.matchAll(
    /(?:\(|at )((?:file:\/\/)?\/[^():]+):\d+:\d+\)?$/gm,
  )) {
    const file = location.startsWith('file:') ? fileURLToPath(location) : location;
    if (file !== THIS_FILE && !file.includes('/node_modules/')) return file;
  }
  return undefined;
}

/**
 * Collects every route as it is registered, so the cross-member access and bad-input tests cover
 * whatever calls exist, including ones added later, without a list kept by hand. Registered
 * first, so its hook sees every module's routes.
 */
export const routeRegistryPlugin = fp(
  (app, _options, done) => {
    const routes: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', routes);
    app.addHook('onRoute', (route) => {
      const config = route.config;
      const file = registeringFile();
      for (const method of methodsOf(route)) {
        // Fastify adds a HEAD twin of every GET route by itself; no call is HEAD only.
        if (method === 'HEAD') continue;
        routes.push({
          method,
          url: route.url,
          public: config?.public === true,
          schema: route.schema,
          bodyLimit: route.bodyLimit,
          thisMachineOnly: [route.onRequest].flat().includes(thisMachineOnly),
          deployTokenOnly: [route.onRequest].flat().includes(deployTokenOnly),
          file,
        });
      }
    });
    done();
  },
  { name: 'route-registry' },
);
