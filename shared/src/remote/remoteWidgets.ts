import type { EventName } from '../bus/eventBus';
import type { RemoteKey } from '../routes/appRoutes';

/** What every widget a remote exposes to the shell takes: the shell closes it when asked. */
export interface RemoteWidgetProps {
  onClose: () => void;
}

/**
 * The widgets remotes expose besides `./App` (listed in each remote's README), and the bus event
 * that makes the shell show each one. Raising the event is the only way to open them.
 */
export const REMOTE_WIDGETS = {
  premiumPopup: { remote: 'payments', expose: './widgets/PremiumPopup', event: 'premium:open' },
  superlikePacks: {
    remote: 'payments',
    expose: './widgets/SuperlikePacks',
    event: 'superlike-packs:open',
  },
  boostPlans: { remote: 'payments', expose: './widgets/BoostPlans', event: 'boost-plans:open' },
} as const satisfies Record<string, { remote: RemoteKey; expose: string; event: EventName }>;

export type RemoteWidgetKey = keyof typeof REMOTE_WIDGETS;
