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

/**
 * The moderators' console page (/moderation), loaded from here so that its chunk holds only the
 * role gate: the layout it shares with /app is this chunk's, not split into a third one.
 */
export const loadModerationPage = async () =>
  (await import(/* webpackChunkName: "page-moderation" */ '../moderation/ModerationPage'))
    .ModerationPage;
