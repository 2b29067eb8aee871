import type { DatingEvents, EventName } from '../bus/eventBus';
import type { RemoteKey } from '@dating/contract';

/**
 * What every widget a remote exposes to the shell takes: the shell closes it when asked, and
 * hands it what the bus event that opened it carried (the premium popup's benefit to start at).
 */
export interface RemoteWidgetProps<Widget extends RemoteWidgetKey = RemoteWidgetKey> {
  onClose: () => void;
  request?: DatingEvents[(typeof REMOTE_WIDGETS)[Widget]['event']];
}

/**
 * The widgets remotes expose besides `./App` (listed in each remote's README), and the bus event
 * that makes the shell show each one (on every /app page: a call rings wherever the member is).
 * Raising the event is the only way to open them.
 */
export const REMOTE_WIDGETS = {
  premiumPopup: { remote: 'payments', expose: './widgets/PremiumPopup', event: 'premium:open' },
  superlikePacks: {
    remote: 'payments',
    expose: './widgets/SuperlikePacks',
    event: 'superlike-packs:open',
  },
  boostPlans: { remote: 'payments', expose: './widgets/BoostPlans', event: 'boost-plans:open' },
  call: { remote: 'chat', expose: './widgets/Call', event: 'call:open' },
} as const satisfies Record<string, { remote: RemoteKey; expose: string; event: EventName }>;

export type RemoteWidgetKey = keyof typeof REMOTE_WIDGETS;
