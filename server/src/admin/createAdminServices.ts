import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import { composeServices } from '../composition/compose';
import { SERVER_MODULES } from '../composition/serverModules';
import { DatabaseLanes } from '../db/databaseLanes';
import type { Database } from '../db/schema';
import { RateLimiter } from '../limits/rateLimiter';
import { rateLimitStore } from '../limits/rateLimitStore';
import { OutboxMailer } from '../mail/outboxMailer';
import { AccountsRepository } from '../modules/accounts/accountsRepository';
import { Argon2PasswordHasher } from '../modules/accounts/passwordHasher';
import { sessionEndAnnouncer } from '../modules/accounts/sessionEndNotices';
import { Sessions } from '../modules/accounts/sessions';
import { SessionsRepository } from '../modules/accounts/sessionsRepository';
import { DemoPopulation } from '../modules/discovery/demoPopulation';
import { GazetteerPlacesProvider } from '../modules/places/gazetteerPlacesProvider';
import type { PlacesProvider } from '../modules/places/placesProvider';
import type { Realtime } from '../realtime/realtime';
import { createFileStorage } from '../storage/createFileStorage';
import type { AdminServices } from './adminProgram';

/** The CLI holds no sockets: the running servers hear of what it changes through the database. */
const noSockets = (): never => {
  throw new Error('the admin CLI sends no realtime events');
};
const offline: Realtime = {
  toMember: noSockets,
  toMembers: noSockets,
  here: { toMember: noSockets, toEveryone: noSockets, connections: () => [] },
};

/** The commands' log: only what goes wrong, on stderr. */
function stderrLog(): FastifyBaseLogger {
  const quiet = () => undefined;
  const loud = (...args: unknown[]) => console.error(...args);
  const log: FastifyBaseLogger = {
    level: 'error',
    fatal: loud,
    error: loud,
    warn: quiet,
    info: quiet,
    debug: quiet,
    trace: quiet,
    silent: quiet,
    child: () => log,
  };
  return log;
}

/**
 * The services of the admin commands, on the server's database and photo storage: the modules'
 * own, from the same composition root as the server's, with the CLI's infrastructure.
 */
export function createAdminServices(
  db: Kysely<Database>,
  config: AppConfig,
  placesProvider: PlacesProvider = new GazetteerPlacesProvider(),
): AdminServices {
  const now = () => new Date();
  const database = new DatabaseLanes(db);
  const storage = createFileStorage(config);
  const passwordHasher = new Argon2PasswordHasher();
  const { services } = composeServices(
    SERVER_MODULES,
    {
      config,
      // The commands read no one near and no counts: the ordinary lane alone.
      database,
      db,
      // One operator's command, not a member's calls: its limits are counted in its own memory.
      rateLimiter: new RateLimiter(rateLimitStore({ kind: 'memory' }), now),
      // The admin commands send no mail.
      mailer: new OutboxMailer(),
      storage,
      // The running servers hear the ended sessions and end their sockets.
      sessions: new Sessions(new SessionsRepository(db), sessionEndAnnouncer(db), now),
      passwordHasher,
      identityProvider: null,
      now,
      // The admin commands upload no pictures.
      visionEngine: () => Promise.resolve(null),
      log: stderrLog(),
      realtime: offline,
      placesProvider,
    },
    [
      'content',
      'membership',
      'photos',
      'moderation',
      'prompts',
      'compatibility',
      'qaMembers',
      'remoteRegistry',
    ],
  );
  const demo = new DemoPopulation(
    new AccountsRepository(database),
    services.photos,
    placesProvider,
    services.content,
    passwordHasher,
    now,
  );
  return {
    content: services.content,
    accounts: services.membership,
    demo,
    moderation: services.moderation,
    prompts: services.prompts,
    questions: services.compatibility,
    qa: services.qaMembers,
    remoteRegistry: services.remoteRegistry,
  };
}
