import { Loader, findAppRoute, pathTo } from '@dating/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AdSlot } from '../ads/AdSlot';
import { NotFound } from '../not-found/NotFound';
import { PremiumWidgets } from '../premium/PremiumWidgets';
import { useRealtimeConnection } from '../realtime/useRealtimeConnection';
import { RemoteMount } from '../remotes/RemoteMount';
import { useMemberProfile } from '../session/useMemberProfile';
import { Sidebar } from '../sidebar/Sidebar';
import './AppLayout.css';

/**
 * The signed-in shell under /app: the sidebar beside the remote that owns the path. Remote
 * routes are relative to /app; paths outside the table (and /app/NotFound) show the 404.
 * Remotes wait for the member's profile, so they start with the right premium flag; when the
 * profile cannot be loaded the layout shows the 404 (spec section 8; a refusal ends the session).
 */
export function AppLayout() {
  const { t } = useTranslation();
  const route = findAppRoute(useParams()['*'] ?? '');
  const { data: profile, isError } = useMemberProfile();
  useRealtimeConnection();

  let content;
  if (!route || isError) content = <NotFound homePath={pathTo('peopleNear')} />;
  else if (!profile) content = <Loader label={t('remote.loading')} />;
  else content = <RemoteMount key={route.remote} remote={route.remote} />;

  return (
    <div className="app-layout">
      <Sidebar />
      <main className="app-layout__main">
        <AdSlot />
        {content}
      </main>
      <PremiumWidgets />
    </div>
  );
}
