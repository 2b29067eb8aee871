import { RemoteProviders } from '@dating/web';
import { Navigate, Route, Routes } from 'react-router-dom';
import { makeStore } from './app/store';
import { AuditPage } from './features/audit/AuditPage';
import { CasePage } from './features/case/CasePage';
import { ConsoleLayout } from './features/console/ConsoleLayout';
import { ConsolePathsProvider, useConsolePaths } from './features/console/consolePaths';
import { PhotoReviewPage } from './features/photo-review/PhotoReviewPage';
import { QueuePage } from './features/queue/QueuePage';
import { VerificationsPage } from './features/verifications/VerificationsPage';
import { createModerationI18n } from './i18n/createModerationI18n';

function ToQueue() {
  return <Navigate to={useConsolePaths().queue} replace />;
}

/** The console's pages, relative to where it is mounted; anything else goes to the queue. */
function ConsoleRoutes() {
  return (
    <ConsolePathsProvider>
      <ConsoleLayout>
        <Routes>
          <Route index element={<QueuePage />} />
          <Route path="case/:memberId" element={<CasePage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="verifications" element={<VerificationsPage />} />
          <Route path="photos" element={<PhotoReviewPage />} />
          <Route path="*" element={<ToQueue />} />
        </Routes>
      </ConsoleLayout>
    </ConsolePathsProvider>
  );
}

/**
 * The moderators' console, exposed as `./App`: its own store and i18next instance around its
 * routes. The shell mounts it at /moderation for moderators only; the server refuses its calls
 * to anyone else (403).
 */
export default function App() {
  return (
    <RemoteProviders makeStore={makeStore} createI18n={createModerationI18n}>
      <Routes>
        <Route path="*" element={<ConsoleRoutes />} />
      </Routes>
    </RemoteProviders>
  );
}
