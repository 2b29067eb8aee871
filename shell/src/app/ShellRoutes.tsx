import { Loader } from '@dating/shared';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '../features/app-layout/AppLayout';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RequireSession } from '../features/session/RequireSession';
import { lazyPage } from './lazyPage';

// The pages before sign-in are chunks of their own: a signed-in member's /app page loads none of
// them (the sign-up flow comes with the login page).
const WelcomePage = lazyPage(
  async () => (await import('../features/welcome/WelcomePage')).WelcomePage,
);
const LoginPage = lazyPage(async () => (await import('../features/login/LoginPage')).LoginPage);
const HelpMainPage = lazyPage(
  async () => (await import('../features/help/HelpMainPage')).HelpMainPage,
);

/** Fetches every page of its own chunk: tests render any route at once then. */
export async function preloadShellPages(): Promise<void> {
  await Promise.all([WelcomePage.preload(), LoginPage.preload(), HelpMainPage.preload()]);
}

/** The top-level routes of spec section 2, below the /web basename. */
export function ShellRoutes() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Loader label={t('remote.loading')} />}>
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
    </Suspense>
  );
}
