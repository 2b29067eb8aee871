import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/openDatabase';
import { contentRoutes, type MemberInterestsLookup } from './modules/content/contentRoutes';
import { platformRoutes } from './modules/platform/platformRoutes';
import { apiConventionsPlugin } from './plugins/apiConventionsPlugin';
import { configPlugin } from './plugins/configPlugin';
import { databasePlugin } from './plugins/databasePlugin';
import { socketPlugin } from './plugins/socketPlugin';
import { staticFilesPlugin } from './plugins/staticFilesPlugin';
import { webAppsPlugin } from './plugins/webAppsPlugin';

export interface BuildAppOptions {
  /** An open database the caller keeps and closes (tests); by default the app opens its own. */
  database?: DatabaseHandle;
}

// Until the accounts module authenticates callers, no member is known: nothing is checked.
const noMemberInterests: MemberInterestsLookup = () => Promise.resolve([]);

/**
 * The whole server as one Fastify instance: infrastructure plugins first (config, wire
 * conventions, database, socket.io, static files, the built web apps), then the domain modules,
 * each under /api.
 */
export async function buildApp(
  config: AppConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(configPlugin, { config });
  await app.register(apiConventionsPlugin);
  await app.register(databasePlugin, { handle: options.database });
  await app.register(socketPlugin);
  await app.register(staticFilesPlugin);
  if (config.serveWeb) await app.register(webAppsPlugin);

  await app.register(platformRoutes);
  await app.register(contentRoutes, { prefix: '/api', memberInterests: noMemberInterests });

  return app;
}
