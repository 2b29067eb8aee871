import type { AppConfig } from '../../config';
import { FacebookIdentityProvider } from './facebookIdentityProvider';
import type { IdentityProvider } from './identityProvider';
import { keptSecret } from '../../secrets/keptSecret';
import { StandInIdentityProvider } from './standInIdentityProvider';

/**
 * Facebook when its app is configured. Otherwise, where the development outbox is readable (the
 * same condition as GET /api/dev/mail: no SMTP, and outside production or DEV_OUTBOX=true), the
 * local stand-in, so `pnpm start` can try social sign-in; a deployment, which delivers its mail,
 * never gets it. Else no social sign-in at all.
 */
export function createIdentityProvider(
  config: Pick<AppConfig, 'facebook' | 'mail' | 'standInSecretFile'>,
  now: () => Date,
): IdentityProvider | null {
  if (config.facebook) return new FacebookIdentityProvider(config.facebook);
  if (config.mail.outboxReadable && !config.mail.smtpUrl) {
    return new StandInIdentityProvider(keptSecret(config.standInSecretFile), now);
  }
  return null;
}
