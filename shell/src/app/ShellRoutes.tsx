import { Loader } from '@dating/shared';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { lazyPage } from './lazyPage';

// Every page is a chunk of its own: a signed-in member's /app page loads none of the pages before
// sign-in (the sign-up flow comes with the login page), and the welcome page none of /app's
// layout, nor RTK Query, which it does not use.
const WelcomePage = lazyPage(
  async () => (await import('../features/welcome/WelcomePage')).WelcomePage,
);
const LoginPage = lazyPage(async () => (await import('../features/login/LoginPage')).LoginPage);
const HelpMainPage = lazyPage(
  async () => (await import('../features/help/HelpMainPage')).HelpMainPage,
);
// The same chunk name as src/index.ts gives it: one chunk, whichever import asks first.
export const AppPage = lazyPage(
  async () =>
    (await import(/* webpackChunkName: "app-page" */ '../features/app-layout/AppPage')).AppPage,
);

/** Fetches every page of its own chunk: tests render any route at once then. */
export async function preloadShellPages(): Promise<void> {
  await Promise.all([WelcomePage, LoginPage, HelpMainPage, AppPage].map((page) => page.preload()));
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
        <Route path="app/*" element={<AppPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
