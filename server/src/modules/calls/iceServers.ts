import { createHmac } from 'node:crypto';
import type { IceServer } from '@dating/contract/schemas';
import type { CallsConfig } from '../../config';

const isTurn = (url: string) => /^turns?:/.test(url);

/**
 * coturn's REST API credentials (`use-auth-secret`, `static-auth-secret`): the username is
 * `<expiry in unix seconds>:<member id>`, the credential base64(HMAC-SHA1(secret, username)).
 * coturn recomputes it and refuses it after the expiry, so nothing is stored.
 */
export function turnCredentials(
  secret: string,
  memberId: number,
  expiresAt: number,
): { username: string; credential: string } {
  const username = `${expiresAt}:${memberId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/**
 * The ICE servers a member's browser is given for a call: the configured ones, each TURN server
 * configured without credentials given time-limited ones for this member when TURN_SECRET is set.
 */
export function iceServersFor(config: CallsConfig, memberId: number, now: Date): IceServer[] {
  const expiresAt = Math.floor(now.getTime() / 1000) + config.turnTtlSeconds;
  return config.iceServers.map((server) => {
    if (server.username !== undefined || !config.turnSecret || !server.urls.some(isTurn)) {
      return { ...server, urls: [...server.urls] };
    }
    return {
      urls: [...server.urls],
      ...turnCredentials(config.turnSecret, memberId, expiresAt),
    };
  });
}
