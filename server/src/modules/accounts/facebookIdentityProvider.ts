import { createHmac } from 'node:crypto';
import type { SocialLoginConfig } from '@dating/contract/schemas';
import type { FacebookConfig } from '../../config';
import { PHOTO_MAX_BYTES } from '../photos/photoProcessor';
import type { IdentityProvider, SocialIdentity } from './identityProvider';

export const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com/v19.0';
const REQUEST_TIMEOUT_MS = 5000;
const MAX_PICTURE_REDIRECTS = 3;
/** Where Facebook serves profile pictures. */
const PICTURE_HOSTS = [/\.fbcdn\.net$/, /\.fbsbx\.com$/, /^graph\.facebook\.com$/];

interface DebugTokenReply {
  data?: { app_id?: string; is_valid?: boolean; user_id?: string };
}

interface MeReply {
  id?: string;
  email?: string;
}

export class SocialProviderError extends Error {
  override name = 'SocialProviderError';
}

/**
 * Facebook sign-in checked on the server: Graph API debug_token (with the app's own token)
 * proves the access token is valid and was issued to our app, then /me says whose it is.
 */
export class FacebookIdentityProvider implements IdentityProvider {
  readonly browserConfig: SocialLoginConfig;

  constructor(
    private readonly config: FacebookConfig,
    private readonly graphUrl: string = FACEBOOK_GRAPH_URL,
    private readonly pictureHosts: readonly RegExp[] = PICTURE_HOSTS,
  ) {
    this.browserConfig = { facebook_app_id: config.appId };
  }

  async verify(accessToken: string): Promise<SocialIdentity | null> {
    if (accessToken === '') return null;
    const { appId, appSecret } = this.config;
    const debug = await this.graph<DebugTokenReply>('/debug_token', {
      input_token: accessToken,
      access_token: `${appId}|${appSecret}`,
    });
    const token = debug?.data;
    if (!token?.is_valid || token.app_id !== appId || !token.user_id) return null;

    const me = await this.graph<MeReply>('/me', {
      fields: 'id,email',
      access_token: accessToken,
      // Proves the call comes from the app's server, not from someone holding the token.
      appsecret_proof: createHmac('sha256', appSecret).update(accessToken).digest('hex'),
    });
    if (!me?.id || me.id !== token.user_id) return null;
    return { id: me.id, email: me.email?.toLowerCase() ?? null };
  }

  async fetchPicture(url: string): Promise<Buffer> {
    let address = this.pictureAddress(url);
    // Redirects are followed by hand: each hop must stay on Facebook's picture hosts.
    for (let hop = 0; hop <= MAX_PICTURE_REDIRECTS; hop += 1) {
      const response = await fetch(address, {
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        address = this.pictureAddress(new URL(location, address).toString());
        continue;
      }
      if (!response.ok) throw new SocialProviderError(`Picture answered ${response.status}`);
      if (Number(response.headers.get('content-length') ?? 0) > PHOTO_MAX_BYTES) {
        throw new SocialProviderError('Picture too large');
      }
      return Buffer.from(await response.arrayBuffer());
    }
    throw new SocialProviderError('Too many redirects for a picture');
  }

  private pictureAddress(url: string): URL {
    const address = new URL(url);
    if (
      address.protocol !== 'https:' ||
      !this.pictureHosts.some((host) => host.test(address.hostname))
    ) {
      throw new SocialProviderError(`Not a Facebook picture address: ${address.hostname}`);
    }
    return address;
  }

  /** A Graph API GET; null when Graph refuses (an invalid token answers 400). */
  private async graph<T>(path: string, query: Record<string, string>): Promise<T | null> {
    const response = await fetch(
      `${this.graphUrl}${path}?${new URLSearchParams(query).toString()}`,
      {
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      },
    );
    if (response.status >= 400 && response.status < 500) return null;
    if (!response.ok) throw new SocialProviderError(`Graph API answered ${response.status}`);
    return (await response.json()) as T;
  }
}
