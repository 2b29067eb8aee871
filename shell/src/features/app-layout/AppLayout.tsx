import { useParams } from 'react-router-dom';
import { NotFound } from '../not-found/NotFound';
import { RemoteMount } from '../remotes/RemoteMount';
import { findAppRoute } from '../remotes/findAppRoute';
import { Sidebar } from '../sidebar/Sidebar';
import './AppLayout.css';

/**
 * The signed-in shell under /app: the sidebar beside the remote that owns the path. Remote
 * routes are relative to /app; paths outside the table (and /app/NotFound) show the 404.
 */
export function AppLayout() {
  const route = findAppRoute(useParams()['*'] ?? '');
  return (
    <div className="app-layout">
      <Sidebar />
      <main className="app-layout__main">
        {route ? (
          <RemoteMount key={route.remote} remote={route.remote} />
        ) : (
          <NotFound homePath="/app/PeopleNear" />
        )}
      </main>
    </div>
  );
}
