import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { DatabaseLanes } from '../db/databaseLanes';
import type { Database } from '../db/schema';
import type { RateLimiter } from '../limits/rateLimiter';
import type { Mailer } from '../mail/mailer';
import type { IdentityProvider } from '../modules/accounts/identityProvider';
import type { PasswordHasher } from '../modules/accounts/passwordHasher';
import type { Sessions } from '../modules/accounts/sessions';
import type { PlacesProvider } from '../modules/places/placesProvider';
import type { VisionEngine } from '../modules/vision/visionModels';
import type { Realtime } from '../realtime/realtime';
import type { FileStorage } from '../storage/fileStorage';

/**
 * Every service of the app by name (`app.services`, what modules `need`). Each module adds its
 * own with `declare module '../../composition/services' { interface Services { ... } }` beside
 * its declaration; the rate limiter is the root's, built from the infrastructure.
 */
export interface Services {
  rateLimiter: RateLimiter;
}

export type ServiceName = keyof Services;

/** What the composition root is given: the infrastructure every module builds on. */
export interface Infrastructure {
  config: AppConfig;
  /** The database: repositories that choose a lane (db/README.md) take it whole. */
  database: DatabaseLanes;
  /** Its ordinary lane, for the repositories that only ever run ordinary statements. */
  db: Kysely<Database>;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  storage: FileStorage;
  sessions: Sessions;
  passwordHasher: PasswordHasher;
  identityProvider: IdentityProvider | null;
  /** The clock of every rule that depends on time (codes, limits, ages); tests move it. */
  now: () => Date;
  /** The vision models, or null when switched off or unable to load. */
  visionEngine: () => Promise<VisionEngine | null>;
  /** Where background work (a photo's faces described after upload, a job) reports failures. */
  log: FastifyBaseLogger;
  /** The one way to send realtime events (the admin CLI holds no sockets: its sends throw). */
  realtime: Realtime;
  /** The offline gazetteer unless given (tests, the admin CLI). */
  placesProvider?: PlacesProvider;
  /** Tests: an agent trusting a Web Push service started on this machine (PushPluginOptions). */
  pushAgent?: Agent;
}
