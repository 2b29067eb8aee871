import { RemoteWidgetHost } from './RemoteWidgetHost';

/**
 * The premium popup, the super-like packs and the boost plans, each shown when its bus event
 * asks (`premium:open`, ...): one component each, whichever screen raises it.
 */
export function PremiumWidgets() {
  return (
    <>
      <RemoteWidgetHost widget="premiumPopup" />
    </>
  );
}
