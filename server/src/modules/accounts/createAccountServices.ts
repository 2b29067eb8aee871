import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { RateLimiter } from '../../limits/rateLimiter';
import type { RateLimitStore } from '../../limits/rateLimitStore';
import type { Mailer } from '../../mail/mailer';
import type { FileStorage } from '../../storage/fileStorage';
import { ContentRepository } from '../content/contentRepository';
import { ContentService } from '../content/contentService';
import { PhotosRepository } from '../photos/photosRepository';
import { PhotosService } from '../photos/photosService';
import { AccountsRepository } from './accountsRepository';
import { AccountsService } from './accountsService';
import { EmailCodes } from './emailCodes';
import { EmailCodesRepository } from './emailCodesRepository';
import { behindGate, defaultHashingGate } from './hashingGate';
import type { IdentityProvider } from './identityProvider';
import type { PasswordHasher } from './passwordHasher';
import type { Sessions } from './sessions';
import { SignInDevices } from './signInDevices';
import { SignInDevicesRepository } from './signInDevicesRepository';
import { SignInService } from './signInService';

export interface AccountServiceDependencies {
  db: Kysely<Database>;
  rateLimits: RateLimitStore;
  mailer: Mailer;
  storage: FileStorage;
  sessions: Sessions;
  passwordHasher: PasswordHasher;
  identityProvider: IdentityProvider | null;
  now: () => Date;
}

/** The accounts module's two services on one database, for the HTTP calls and the admin CLI. */
export function createAccountServices(dependencies: AccountServiceDependencies): {
  membership: AccountsService;
  signIn: SignInService;
} {
  const { db, rateLimits, mailer, storage, sessions, passwordHasher, identityProvider, now } =
    dependencies;
  const accounts = new AccountsRepository(db);
  const limiter = new RateLimiter(rateLimits, now);
  const codes = new EmailCodes(new EmailCodesRepository(db), limiter, mailer, now);
  // One gate for every hash of the app: sign-ins, password changes, sign-ups.
  const gate = defaultHashingGate();
  const signIn = new SignInService(
    accounts,
    sessions,
    codes,
    passwordHasher,
    gate,
    new SignInDevices(new SignInDevicesRepository(db), now),
    limiter,
    identityProvider,
  );
  const membership = new AccountsService(
    accounts,
    signIn,
    sessions,
    codes,
    new PhotosService(new PhotosRepository(db), storage, limiter, now),
    new ContentService(new ContentRepository(db)),
    // Sign-ups hash two at a time, after the sign-ins of known browsers.
    behindGate(passwordHasher, gate, 'sign-up', { trusted: false, suspicion: 0 }),
    limiter,
    identityProvider,
    now,
  );
  return { membership, signIn };
}
