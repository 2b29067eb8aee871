import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Agent } from 'node:https';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/openDatabase';
import { frameworkAnswerOptions } from './http/frameworkAnswers';
import { logStream } from './logOutput';
import { OneLineRequestLog } from './http/requestLog';
import { trustsProxy } from './http/proxyTrust';
import { authPlugin } from './modules/accounts/authPlugin';
import { createIdentityProvider } from './modules/accounts/createIdentityProvider';
import type { IdentityProvider } from './modules/accounts/identityProvider';
import { Argon2PasswordHasher, type PasswordHasher } from './modules/accounts/passwordHasher';
import type { PlacesProvider } from './modules/places/placesProvider';
import { apiConventionsPlugin } from './plugins/apiConventionsPlugin';
import { configPlugin } from './plugins/configPlugin';
import { databasePlugin } from './plugins/databasePlugin';
import { mailPlugin } from './plugins/mailPlugin';
import { routeRegistryPlugin } from './plugins/routeRegistryPlugin';
import { modulesPlugin } from './plugins/modulesPlugin';
import { servicesPlugin } from './plugins/servicesPlugin';
import { securityHeadersPlugin } from './plugins/securityHeadersPlugin';
import { socketPlugin } from './plugins/socketPlugin';
import { staticFilesPlugin } from './plugins/staticFilesPlugin';
import { storagePlugin } from './plugins/storagePlugin';
import { webAppsPlugin } from './plugins/webAppsPlugin';
import { offsetClock } from './offsetClock';
import { uploadLimitsPlugin } from './limits/uploadLimitsPlugin';

export interface BuildAppOptions {
  /** An open database the caller keeps and closes (tests); by default the app opens its own. */
  database?: DatabaseHandle;
  /** The clock of every rule that depends on time (codes, limits, ages); tests move it. */
  now?: () => Date;
  /** Social sign-in; by default Facebook, else the local stand-in or none (createIdentityProvider). */
  identityProvider?: IdentityProvider | null;
  /** argon2id behind a concurrency gate unless given (tests count or hold the hashing). */
  passwordHasher?: PasswordHasher;
  /** The offline gazetteer unless given. */
  placesProvider?: PlacesProvider;
  /** Tests: an agent trusting a Web Push service started on this machine. */
  pushAgent?: Agent;
  /** false: the jobs run only when called (`app.scheduler.runDue()`); tests moving the clock. */
  jobTimer?: boolean;
}

/**
 * The whole server as one Fastify instance: infrastructure plugins first (config, wire
 * conventions, database, socket.io, mail, file storage, static files, the built web apps), then
 * the authentication of every call, then the domain modules from the composition root
 * (src/composition/: services in the order of their needs, then routes, sockets and jobs).
 */
export async function buildApp(
  config: AppConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, stream: logStream(config.logFormat) },
    logController: new OneLineRequestLog(),
    trustProxy: config.trustProxy ? trustsProxy(config.trustProxy) : false,
    // Opening PGlite's files and migrating can take well over Fastify's 10 s default on a busy
    // two-core machine.
    pluginTimeout: 60_000,
    ...frameworkAnswerOptions(config),
  }).withTypeProvider<TypeBoxTypeProvider>();
  const now =
    options.now ??
    (config.clockOffsetFile ? offsetClock(config.clockOffsetFile) : () => new Date());
  const identityProvider =
    options.identityProvider === undefined
      ? createIdentityProvider(config, now)
      : options.identityProvider;

  if (config.clockOffsetFile) {
    app.log.warn(`the clock follows CLOCK_OFFSET_FILE ${config.clockOffsetFile}: a test server`);
  }
  await app.register(routeRegistryPlugin);
  await app.register(configPlugin, { config });
  await app.register(securityHeadersPlugin);
  await app.register(apiConventionsPlugin);
  await app.register(databasePlugin, { handle: options.database });
  await app.register(socketPlugin);
  await app.register(mailPlugin);
  await app.register(storagePlugin);
  await app.register(staticFilesPlugin);
  if (config.serveWeb) await app.register(webAppsPlugin);
  // Every route after this knows its caller (request.member); /api/ routes are private by default.
  await app.register(authPlugin, { now });
  await app.register(servicesPlugin, {
    now,
    identityProvider,
    passwordHasher: options.passwordHasher ?? new Argon2PasswordHasher(),
    placesProvider: options.placesProvider,
    pushAgent: options.pushAgent,
  });
  // Limits from the headers, before any body is read; and the pool of heavy work.
  await app.register(uploadLimitsPlugin, { now });
  // Every module's routes, sockets and jobs, in the order of their dependencies.
  await app.register(modulesPlugin, { jobTimer: options.jobTimer ?? true });

  return app;
}
