import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Agent } from 'node:https';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/openDatabase';
import { frameworkAnswerOptions } from './http/frameworkAnswers';
import { OneLineRequestLog } from './http/requestLog';
import { trustsProxy } from './http/proxyTrust';
import { accountsRoutes } from './modules/accounts/accountsRoutes';
import { authPlugin } from './modules/accounts/authPlugin';
import { chatPlugin } from './modules/chat/chatPlugin';
import { chatPresencePlugin } from './modules/chat/chatPresencePlugin';
import { createIdentityProvider } from './modules/accounts/createIdentityProvider';
import type { IdentityProvider } from './modules/accounts/identityProvider';
import {
  StandInIdentityProvider,
  standInSignInRoutes,
} from './modules/accounts/standInIdentityProvider';
import { memberInterestsLookup } from './modules/accounts/memberInterestsLookup';
import { Argon2PasswordHasher, type PasswordHasher } from './modules/accounts/passwordHasher';
import { contentRoutes } from './modules/content/contentRoutes';
import { discoveryRoutes } from './modules/discovery/discoveryRoutes';
import { likesRoutes } from './modules/likes/likesRoutes';
import { promptsRoutes } from './modules/prompts/promptsRoutes';
import { moderationRoutes } from './modules/moderation/moderationRoutes';
import { reportsRoutes } from './modules/reports/reportsRoutes';
import { paymentReconciliationPlugin } from './modules/payments/paymentReconciliationPlugin';
import { paymentsRoutes } from './modules/payments/paymentsRoutes';
import { blurredPhotoRenamingPlugin } from './modules/photos/blurredPhotoRenamingPlugin';
import { photosRoutes } from './modules/photos/photosRoutes';
import { verificationRoutes } from './modules/vision/verificationRoutes';
import { placesRoutes } from './modules/places/placesRoutes';
import type { PlacesProvider } from './modules/places/placesProvider';
import { platformRoutes } from './modules/platform/platformRoutes';
import { privacyRoutes } from './modules/privacy/privacyRoutes';
import { profileRoutes } from './modules/profile/profileRoutes';
import { apiConventionsPlugin } from './plugins/apiConventionsPlugin';
import { configPlugin } from './plugins/configPlugin';
import { databasePlugin } from './plugins/databasePlugin';
import { mailPlugin } from './plugins/mailPlugin';
import { routeRegistryPlugin } from './plugins/routeRegistryPlugin';
import { servicesPlugin } from './plugins/servicesPlugin';
import { securityHeadersPlugin } from './plugins/securityHeadersPlugin';
import { socketPlugin } from './plugins/socketPlugin';
import { staticFilesPlugin } from './plugins/staticFilesPlugin';
import { storagePlugin } from './plugins/storagePlugin';
import { webAppsPlugin } from './plugins/webAppsPlugin';
import { pushPlugin } from './modules/push/pushPlugin';
import { emailDigestsPlugin } from './modules/emailDigests/emailDigestsPlugin';
import { dataExportPlugin } from './modules/dataExport/dataExportPlugin';
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
}

/**
 * The whole server as one Fastify instance: infrastructure plugins first (config, wire
 * conventions, database, socket.io, mail, file storage, static files, the built web apps), then
 * the authentication of every call, then the domain modules, each under /api.
 */
export async function buildApp(
  config: AppConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
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
  });
  // Web Push reacts to the services' events (like notifications).
  await app.register(pushPlugin, { now, agent: options.pushAgent });
  // Limits from the headers, before any body is read; and the pool of heavy work.
  await app.register(uploadLimitsPlugin, { now });
  await app.register(chatPresencePlugin, { now });
  await app.register(chatPlugin, { now });
  // Background work, closed with the app.
  await app.register(paymentReconciliationPlugin);
  await app.register(blurredPhotoRenamingPlugin);
  await app.register(emailDigestsPlugin, { now });
  await app.register(dataExportPlugin, { now });

  await app.register(platformRoutes);
  await app.register(contentRoutes, {
    prefix: '/api',
    memberInterests: memberInterestsLookup(app.db),
    socialLogin: identityProvider?.browserConfig ?? null,
  });
  await app.register(accountsRoutes, { prefix: '/api' });
  if (identityProvider instanceof StandInIdentityProvider) {
    await app.register(standInSignInRoutes, { prefix: '/api', provider: identityProvider });
  }
  await app.register(photosRoutes, { prefix: '/api' });
  await app.register(placesRoutes, { prefix: '/api', provider: options.placesProvider });
  await app.register(profileRoutes, { prefix: '/api' });
  await app.register(promptsRoutes, { prefix: '/api' });
  await app.register(paymentsRoutes, { prefix: '/api' });
  await app.register(discoveryRoutes, { prefix: '/api' });
  await app.register(likesRoutes, { prefix: '/api' });
  await app.register(reportsRoutes, { prefix: '/api' });
  await app.register(moderationRoutes, { prefix: '/api' });
  await app.register(verificationRoutes, { prefix: '/api' });
  await app.register(privacyRoutes, { prefix: '/api' });

  return app;
}
