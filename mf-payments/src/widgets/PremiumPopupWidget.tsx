import { RemoteProviders, type RemoteWidgetProps } from '@dating/shared';
import { makeStore } from '../app/store';
import { PremiumPopup } from '../features/premium/PremiumPopup';
import { createPaymentsI18n } from '../i18n/createPaymentsI18n';

/** Exposed as `./widgets/PremiumPopup`: the shell shows it on `premium:open`. */
export default function PremiumPopupWidget({ onClose }: RemoteWidgetProps) {
  return (
    <RemoteProviders makeStore={makeStore} createI18n={createPaymentsI18n}>
      <PremiumPopup onClose={onClose} />
    </RemoteProviders>
  );
}
