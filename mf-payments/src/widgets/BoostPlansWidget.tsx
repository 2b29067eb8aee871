import type { RemoteWidgetProps } from '@dating/web';
import { BoostPlansModal } from '../features/boost/BoostPlansModal';
import { PaymentsWidgetProviders } from './PaymentsWidgetProviders';

/** Exposed as `./widgets/BoostPlans`: the shell shows it on `boost-plans:open`. */
export default function BoostPlansWidget({ onClose }: RemoteWidgetProps) {
  return (
    <PaymentsWidgetProviders>
      <BoostPlansModal onClose={onClose} />
    </PaymentsWidgetProviders>
  );
}
