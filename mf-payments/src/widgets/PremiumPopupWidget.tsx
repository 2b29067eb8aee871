import type { RemoteWidgetProps } from '@dating/web';
import { PremiumPopup } from '../features/premium/PremiumPopup';
import { PaymentsWidgetProviders } from './PaymentsWidgetProviders';

/** Exposed as `./widgets/PremiumPopup`: the shell shows it on `premium:open`. */
export default function PremiumPopupWidget({
  onClose,
  request,
}: RemoteWidgetProps<'premiumPopup'>) {
  return (
    <PaymentsWidgetProviders>
      <PremiumPopup onClose={onClose} request={request} />
    </PaymentsWidgetProviders>
  );
}
