import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import { NonPublicAddressError } from './publicAddressAgent';
import type { PushContent, PushKind, PushNotifier } from './pushNotifier';
import type { PushRepository } from './pushRepository';

export interface VapidIdentity {
  publicKey: string;
  privateKey: string;
  subject: string;
}

// A notification older than a day is not worth showing; a call's, once it stopped ringing.
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const CALL_TIME_TO_LIVE_SECONDS = 30;
const GONE = new Set([404, 410]);

/** Web Push (RFC 8030, VAPID, aes128gcm) to every browser the member subscribed. */
export class WebPushNotifier implements PushNotifier {
  constructor(
    private readonly repository: PushRepository,
    private readonly vapid: VapidIdentity,
    private readonly log: FastifyBaseLogger,
    private readonly agent: Agent,
  ) {}

  async notify(memberId: number, kind: PushKind, content: PushContent): Promise<void> {
    try {
      const target = await this.repository.findTarget(memberId);
      if (!target) return;
      // A call rings, and a refused photo is told, on an open page: the push is for a member
      // with none.
      if (kind !== 'like' && (!target.message_notification || target.online)) return;
      if (kind === 'like' && !target.like_notification) return;
      const payload = JSON.stringify({ kind, ...content });
      const subscriptions = await this.repository.subscriptionsOf(memberId);
      await Promise.all(
        subscriptions.map(async ({ endpoint, p256dh, auth }) => {
          try {
            await webPush.sendNotification({ endpoint, keys: { p256dh, auth } }, payload, {
              vapidDetails: this.vapid,
              TTL: kind === 'call' ? CALL_TIME_TO_LIVE_SECONDS : TIME_TO_LIVE_SECONDS,
              agent: this.agent,
            });
          } catch (error) {
            if (error instanceof webPush.WebPushError && GONE.has(error.statusCode)) {
              await this.repository.forget(endpoint);
              return;
            }
            // A push service never lives in our network: such an endpoint is useless, or an attack.
            if (error instanceof NonPublicAddressError) {
              await this.repository.forget(endpoint);
              this.log.warn({ err: error }, 'web push endpoint not public: subscription forgotten');
              return;
            }
            this.log.warn({ err: error }, 'web push not delivered');
          }
        }),
      );
    } catch (error) {
      this.log.error({ err: error }, 'web push failed');
    }
  }
}
