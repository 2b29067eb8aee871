import { defineModule } from '../../composition/defineModule';
import { AccountsRepository } from './accountsRepository';
import { accountsRoutes } from './accountsRoutes';
import { AccountsService } from './accountsService';
import { EmailCodes } from './emailCodes';
import { EmailCodesRepository } from './emailCodesRepository';
import { behindGate, defaultHashingGate } from './hashingGate';
import { SignInDevices } from './signInDevices';
import { SignInDevicesRepository } from './signInDevicesRepository';
import { SignInService } from './signInService';
import { StandInIdentityProvider, standInSignInRoutes } from './standInIdentityProvider';

declare module '../../composition/services' {
  interface Services {
    membership: AccountsService;
    signIn: SignInService;
  }
}

/** Sign-up, sign-in, e-mail codes, the member's account and its deletion. */
export const accountsModule = defineModule({
  name: 'accounts',
  provides: ['membership', 'signIn'],
  needs: ['photos', 'content'],
  build: ({ photos, content }, infrastructure) => {
    const { database, db, sessions, mailer, passwordHasher, identityProvider, rateLimiter, now } =
      infrastructure;
    const accounts = new AccountsRepository(database);
    const codes = new EmailCodes(new EmailCodesRepository(db), rateLimiter, mailer, now);
    // One gate for every hash of the app: sign-ins, password changes, sign-ups.
    const gate = defaultHashingGate();
    const signIn = new SignInService(
      accounts,
      sessions,
      codes,
      passwordHasher,
      gate,
      new SignInDevices(new SignInDevicesRepository(db), now),
      rateLimiter,
      identityProvider,
      now,
    );
    const membership = new AccountsService(
      accounts,
      signIn,
      sessions,
      codes,
      photos,
      content,
      // Sign-ups hash two at a time, after the sign-ins of known browsers.
      behindGate(passwordHasher, gate, 'sign-up', { trusted: false, suspicion: 0 }),
      rateLimiter,
      identityProvider,
      now,
    );
    return { membership, signIn };
  },
  routes: async (app, { identityProvider }) => {
    await app.register(accountsRoutes, { prefix: '/api' });
    if (identityProvider instanceof StandInIdentityProvider) {
      await app.register(standInSignInRoutes, { prefix: '/api', provider: identityProvider });
    }
  },
});
