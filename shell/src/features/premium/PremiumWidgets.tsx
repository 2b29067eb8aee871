import { REMOTE_WIDGETS, type RemoteWidgetKey } from '@dating/web';
import { RemoteWidgetHost } from './RemoteWidgetHost';

const WIDGETS = Object.keys(REMOTE_WIDGETS) as RemoteWidgetKey[];

/**
 * The premium popup, the super-like packs and the boost plans, each shown when its bus event
 * asks (`premium:open`, ...): one component each, whichever screen raises it.
 */
export function PremiumWidgets() {
  return WIDGETS.map((widget) => <RemoteWidgetHost key={widget} widget={widget} />);
}
