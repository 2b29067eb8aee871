import { defineModule } from '../../composition/defineModule';
import type { Infrastructure } from '../../composition/services';
import { pushLikes } from './likePushes';
import { pushPhotoRefusals } from './photoRefusalPushes';
import type { PushNotifier } from './pushNotifier';
import { PublicAddressAgent } from './publicAddressAgent';
import { PushRepository } from './pushRepository';
import { pushRoutes } from './pushRoutes';
import { vapidKeysOf } from './vapidKeys';
import { WebPushNotifier } from './webPushNotifier';

declare module '../../composition/services' {
  interface Services {
    /** `push.notify(memberId, 'message' | 'like' | 'call' | 'photo', content)` for any module. */
    push: PushNotifier;
  }
}

/**
 * What notifications go through and subscriptions are checked with: a PublicAddressAgent on the
 * system resolver, unless a test gives an agent trusting a push service on this machine.
 */
const agentOf = ({ pushAgent }: Infrastructure) => pushAgent ?? new PublicAddressAgent();

/**
 * Web Push: the notifier, the like and match notifications (likePushes, on the likes' events),
 * the refused-photo notifications (photoRefusalPushes, on the photos' event),
 * the public key and the browser's (un)subscription calls.
 */
export const pushModule = defineModule({
  name: 'push',
  provides: ['push'],
  needs: ['events'],
  build: ({ events }, infrastructure) => {
    const { db, config, log, rateLimiter } = infrastructure;
    const repository = new PushRepository(db);
    const push = new WebPushNotifier(
      repository,
      { ...vapidKeysOf(config.push), subject: config.push.subject },
      log,
      agentOf(infrastructure),
    );
    const languageOf = (memberId: number) => repository.languageOf(memberId);
    pushLikes({
      events,
      push,
      limiter: rateLimiter,
      languageOf,
      onFailure: (error) => log.error({ err: error }, 'like push not told'),
    });
    pushPhotoRefusals({ events, push, languageOf });
    return { push };
  },
  routes: (app, infrastructure) =>
    app.register(pushRoutes, {
      prefix: '/api',
      publicKey: vapidKeysOf(infrastructure.config.push).publicKey,
      repository: new PushRepository(infrastructure.db),
      agent: agentOf(infrastructure),
      now: infrastructure.now,
    }),
});
