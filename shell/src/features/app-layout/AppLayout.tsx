import { findAppRoute, pathTo } from '@dating/contract';
import { SessionProvider, useSession } from '@dating/web';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { AdSlot } from '../ads/AdSlot';
import { NotFound } from '../not-found/NotFound';
import { RemoteWidgets } from '../remotes/RemoteWidgets';
import { useUpsellPlace } from '../premium/useUpsellPlace';
import { usePushSubscription } from '../push/usePushSubscription';
import { useRealtimeConnection } from '../realtime/useRealtimeConnection';
import { RemoteMount } from '../remotes/RemoteMount';
import { useLoadMemberProfile } from '../session/useMemberProfile';
import { Sidebar } from '../sidebar/Sidebar';
import './AppLayout.css';

/**
 * The signed-in shell under /app: the sidebar beside the remote that owns the path. Remote
 * routes are relative to /app; paths outside the table (and /app/NotFound) show the 404.
 * The remote mounts at once, beside the member's profile call rather than after it: until the
 * profile answers, the session's premium flag is null and remotes show neither the free nor the
 * premium state. When the profile cannot be loaded the layout shows the 404 (spec section 8; a
 * refusal ends the session). Premium is offered in one place at most (upsellRule.ts): the
 * sidebar, the banner or the page itself, which learns it from the session's pageUpsell.
 */
export function AppLayout() {
  const route = findAppRoute(useParams()['*'] ?? '');
  const { isError } = useLoadMemberProfile();
  useRealtimeConnection();
  usePushSubscription();
  const upsell = useUpsellPlace(route);
  const session = useSession();
  const pageSession = useMemo(
    () => ({ ...session, pageUpsell: upsell === 'page' }),
    [session, upsell],
  );

  const content =
    !route || isError ? (
      <NotFound homePath={pathTo('peopleNear')} />
    ) : (
      <RemoteMount key={route.remote} remote={route.remote} />
    );

  return (
    <div className="app-layout">
      <Sidebar offerPremium={upsell === 'sidebar'} />
      <main className="app-layout__main">
        {upsell === 'banner' ? <AdSlot /> : null}
        <SessionProvider session={pageSession}>{content}</SessionProvider>
      </main>
      <RemoteWidgets />
    </div>
  );
}
