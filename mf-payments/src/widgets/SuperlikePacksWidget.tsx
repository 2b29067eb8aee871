import type { RemoteWidgetProps } from '@dating/web';
import { SuperlikePacksModal } from '../features/super-likes/SuperlikePacksModal';
import { PaymentsWidgetProviders } from './PaymentsWidgetProviders';

/** Exposed as `./widgets/SuperlikePacks`: the shell shows it on `superlike-packs:open`. */
export default function SuperlikePacksWidget({ onClose }: RemoteWidgetProps) {
  return (
    <PaymentsWidgetProviders>
      <SuperlikePacksModal onClose={onClose} />
    </PaymentsWidgetProviders>
  );
}
