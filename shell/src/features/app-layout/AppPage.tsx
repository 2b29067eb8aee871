import { RequireSession } from '../session/RequireSession';
import { AppLayout } from './AppLayout';

/** Everything under /app: the signed-in layout, for a member with a session. */
export function AppPage() {
  return (
    <RequireSession>
      <AppLayout />
    </RequireSession>
  );
}
