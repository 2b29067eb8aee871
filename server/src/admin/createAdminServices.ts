import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { createServices } from '../createServices';
import { adminImageOrigins } from '../plugins/contentSecurityPolicy';
import { OutboxMailer } from '../mail/outboxMailer';
import { Argon2PasswordHasher } from '../modules/accounts/passwordHasher';
import { sessionEndAnnouncer } from '../modules/accounts/sessionEndNotices';
import { Sessions } from '../modules/accounts/sessions';
import { SessionsRepository } from '../modules/accounts/sessionsRepository';
import { DemoPopulation } from '../modules/discovery/demoPopulation';
import { GazetteerPlacesProvider } from '../modules/places/gazetteerPlacesProvider';
import type { PlacesProvider } from '../modules/places/placesProvider';
import { rateLimitStore } from '../limits/rateLimitStore';
import { AccountsRepository } from '../modules/accounts/accountsRepository';
import { createFileStorage } from '../storage/createFileStorage';
import type { AdminServices } from './adminProgram';

/** The services of the admin commands, on the server's database and photo storage. */
export function createAdminServices(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'uploadsDir' | 's3' | 'mail' | 'remotes'>,
  placesProvider: PlacesProvider = new GazetteerPlacesProvider(),
): AdminServices {
  const now = () => new Date();
  const storage = createFileStorage(config);
  const passwordHasher = new Argon2PasswordHasher();
  const { content, membership, photos, moderation, prompts } = createServices({
    db,
    // The commands read no one near.
    nearestFirstDb: null,
    pipelinedDb: null,
    // One operator's command, not a member's calls: its limits are counted in its own memory.
    rateLimits: rateLimitStore({ kind: 'memory' }),
    // The admin commands send no mail.
    mailer: new OutboxMailer(),
    storage,
    // The CLI holds no sockets: the running servers hear the ended sessions and end theirs.
    sessions: new Sessions(new SessionsRepository(db), sessionEndAnnouncer(db), now),
    passwordHasher,
    identityProvider: null,
    now,
    // The admin commands upload no pictures.
    visionEngine: () => Promise.resolve(null),
    onBackgroundError: () => {},
    // The admin commands like no one: no event is raised.
    onReactionFailure: () => {},
    adminImageOrigins: adminImageOrigins(config),
  });
  const demo = new DemoPopulation(
    new AccountsRepository(db),
    photos,
    placesProvider,
    content,
    passwordHasher,
    now,
  );
  return { content, accounts: membership, demo, moderation, prompts };
}
