import type { FacebookConfig } from '../../config';
import { FacebookIdentityProvider } from './facebookIdentityProvider';
import type { IdentityProvider } from './identityProvider';

/** Facebook when its app is configured; otherwise no social sign-in at all. */
export function createIdentityProvider(facebook: FacebookConfig | null): IdentityProvider | null {
  return facebook ? new FacebookIdentityProvider(facebook) : null;
}
