import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { IdentityProvider, SocialIdentity } from '../../src/modules/accounts/identityProvider';

/** The address of a test provider's picture; any other address is refused like Facebook does. */
export const TEST_PICTURE_URL = 'https://pictures.test-provider.invalid/';

/**
 * A social provider for tests: `issueToken` plays the provider's login popup, and only the
 * tokens it issued verify.
 */
export class TestIdentityProvider implements IdentityProvider {
  readonly browserConfig = { facebook_app_id: 'test-app' };
  private readonly issued = new Map<string, SocialIdentity>();

  issueToken(identity: SocialIdentity): string {
    const token = randomBytes(16).toString('hex');
    this.issued.set(token, identity);
    return token;
  }

  verify(accessToken: string): Promise<SocialIdentity | null> {
    return Promise.resolve(this.issued.get(accessToken) ?? null);
  }

  async fetchPicture(url: string): Promise<Buffer> {
    if (!url.startsWith(TEST_PICTURE_URL)) throw new Error(`Not a provider picture: ${url}`);
    return sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 40, g: 90, b: 200 } },
    })
      .png()
      .toBuffer();
  }
}
