import { Loader } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import '../app-layout/AppLayout.css';
import { useRealtimeConnection } from '../realtime/useRealtimeConnection';
import { RemoteMount } from '../remotes/RemoteMount';
import { RequireSession } from '../session/RequireSession';
import { useLoadMemberProfile } from '../session/useMemberProfile';
import { Sidebar } from '../sidebar/Sidebar';

/** Where a member without the role lands instead: the /app home. */
const NOT_A_MODERATOR_PATH = '/app';

/**
 * The console mounts only once the member's own profile says they are a moderator; anyone else
 * goes to /app without it ever loading. The server refuses its calls to them anyway (403).
 */
function ModeratorConsole() {
  const { t } = useTranslation();
  const { data: profile, isError } = useLoadMemberProfile();
  useRealtimeConnection();

  if (isError) return <Navigate to={NOT_A_MODERATOR_PATH} replace />;
  if (!profile) return <Loader label={t('remote.loading')} />;
  if (profile.moderator !== 'true') return <Navigate to={NOT_A_MODERATOR_PATH} replace />;
  return <RemoteMount remote="moderation" />;
}

/** /moderation/*: the moderators' console (mf-moderation) beside the signed-in sidebar. */
export function ModerationPage() {
  return (
    <RequireSession>
      <div className="app-layout">
        {/* A work tool: no premium offer. */}
        <Sidebar offerPremium={false} />
        <main className="app-layout__main">
          <ModeratorConsole />
        </main>
      </div>
    </RequireSession>
  );
}
