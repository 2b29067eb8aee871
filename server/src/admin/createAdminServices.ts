import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { OutboxMailer } from '../mail/outboxMailer';
import { createAccountServices } from '../modules/accounts/createAccountServices';
import { Argon2PasswordHasher } from '../modules/accounts/passwordHasher';
import { noticeDisconnector } from '../modules/accounts/sessionEndNotices';
import { Sessions } from '../modules/accounts/sessions';
import { SessionsRepository } from '../modules/accounts/sessionsRepository';
import { ContentRepository } from '../modules/content/contentRepository';
import { ContentService } from '../modules/content/contentService';
import { LocalFileStorage, UPLOADS_URL_PREFIX } from '../storage/localFileStorage';
import type { AdminServices } from './adminProgram';

/** The services of the admin commands, on the server's database and uploads folder. */
export function createAdminServices(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'uploadsDir'>,
): AdminServices {
  const now = () => new Date();
  const { membership } = createAccountServices({
    db,
    // The admin commands send no mail.
    mailer: new OutboxMailer(false),
    storage: new LocalFileStorage(config.uploadsDir, UPLOADS_URL_PREFIX),
    // The CLI holds no sockets: the running servers hear the ended sessions and end theirs.
    sessions: new Sessions(new SessionsRepository(db), noticeDisconnector(db), now),
    passwordHasher: new Argon2PasswordHasher(),
    identityProvider: null,
    now,
  });
  return { content: new ContentService(new ContentRepository(db)), accounts: membership };
}
