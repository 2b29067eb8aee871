import { eventBus, REMOTE_WIDGETS, type RemoteWidgetKey } from '@dating/shared';
import { useEffect } from 'react';
import { useMemberProfile } from '../session/useMemberProfile';
import { RemoteWidgetHost } from './RemoteWidgetHost';

const WIDGETS = Object.keys(REMOTE_WIDGETS) as RemoteWidgetKey[];

/**
 * The premium popup, the super-like packs and the boost plans, each shown when its bus event
 * asks (`premium:open`, ...): one component each, whichever screen raises it. After a purchase
 * (`membership:changed`) the member's profile is reloaded, so the premium flag follows at once.
 */
export function PremiumWidgets() {
  const { refetch } = useMemberProfile();

  useEffect(() => {
    const reload = () => void refetch();
    eventBus.on('membership:changed', reload);
    return () => eventBus.off('membership:changed', reload);
  }, [refetch]);

  return WIDGETS.map((widget) => <RemoteWidgetHost key={widget} widget={widget} />);
}
