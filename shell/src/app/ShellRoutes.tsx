import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '../features/app-layout/AppLayout';
import { HelpMainPage } from '../features/help/HelpMainPage';
import { LoginPage } from '../features/login/LoginPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RequireSession } from '../features/session/RequireSession';
import { WelcomePage } from '../features/welcome/WelcomePage';

/** The top-level routes of spec section 2, below the /web basename. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route index element={<WelcomePage />} />
      <Route path="login" element={<LoginPage />} />
      <Route path="helpmain" element={<HelpMainPage />} />
      <Route
        path="app/*"
        element={
          <RequireSession>
            <AppLayout />
          </RequireSession>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
