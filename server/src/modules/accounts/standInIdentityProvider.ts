import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CALLS, callRouteSchema } from '@dating/contract/schemas';
import { validateEmail } from '@dating/contract/rules';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../../http/apiError';
import { ok } from '../../http/ok';
import { thisMachineOnly } from '../../http/thisMachineOnly';
import { SocialProviderError } from './facebookIdentityProvider';
import type { IdentityProvider, SocialIdentity } from './identityProvider';

/** Long enough to fill in the sign-up form the token leads to, short enough to be useless later. */
const TOKEN_LIFETIME_MS = 30 * 60 * 1000;

interface TokenClaims {
  id: string;
  email: string;
  /** Milliseconds since the epoch. */
  expires: number;
}

/**
 * A local stand-in for Facebook, so social sign-in can be tried without Facebook keys: the
 * browser asks this machine's server for a test identity's token (`standInSignInRoutes`), and
 * only tokens signed with the server's secret, for an address, and not expired, verify. The same
 * address is always the same fbid, so a member signed up through it signs in through it again.
 */
export class StandInIdentityProvider implements IdentityProvider {
  readonly browserConfig = { local_stand_in: true } as const;

  constructor(
    private readonly secret: Buffer,
    private readonly now: () => Date,
  ) {}

  /** A token for the test identity of this address. */
  issueToken(address: string): { fbid: string; access_token: string } {
    const email = address.trim().toLowerCase();
    const id = `local-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;
    const claims: TokenClaims = { id, email, expires: this.now().getTime() + TOKEN_LIFETIME_MS };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return { fbid: id, access_token: `${payload}.${this.sign(payload)}` };
  }

  verify(accessToken: string): Promise<SocialIdentity | null> {
    const [payload = '', signature = '', ...rest] = accessToken.split('.');
    const expected = Buffer.from(this.sign(payload), 'base64url');
    const given = Buffer.from(signature, 'base64url');
    if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return Promise.resolve(null);
    }
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    if (claims.expires <= this.now().getTime()) return Promise.resolve(null);
    return Promise.resolve({ id: claims.id, email: claims.email });
  }

  /** A test identity has no picture: the sign-up asks for a photo as an e-mail sign-up does. */
  fetchPicture(url: string): Promise<Buffer> {
    return Promise.reject(new SocialProviderError(`The local stand-in has no pictures: ${url}`));
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}

/**
 * POST /api/dev/social-sign-in: the stand-in's "login popup", to this machine only (anyone else,
 * a proxy on this machine included, meets the 404 of a route that does not exist). Registered
 * only when the stand-in is the server's provider.
 */
export const standInSignInRoutes: FastifyPluginCallbackTypebox<{
  provider: StandInIdentityProvider;
}> = (app, { provider }, done) => {
  app.post(
    '/dev/social-sign-in',
    {
      config: { public: true },
      onRequest: thisMachineOnly,
      schema: callRouteSchema(CALLS['dev/social-sign-in']),
    },
    (request) => {
      const refused = validateEmail(request.body.email);
      if (refused) throw new ApiError(400, refused);
      return ok(provider.issueToken(request.body.email));
    },
  );
  done();
};
