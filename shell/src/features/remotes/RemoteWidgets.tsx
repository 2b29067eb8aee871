import { REMOTE_WIDGETS, type RemoteWidgetKey } from '@dating/web';
import { RemoteWidgetHost } from './RemoteWidgetHost';

const WIDGETS = Object.keys(REMOTE_WIDGETS) as RemoteWidgetKey[];

/**
 * Every widget of REMOTE_WIDGETS (the premium popup, the super-like packs, the boost plans, the
 * call screen), each shown when its bus event asks (`premium:open`, `call:open`, ...), whichever
 * screen raises it.
 */
export function RemoteWidgets() {
  return WIDGETS.map((widget) => <RemoteWidgetHost key={widget} widget={widget} />);
}
