import { Loader } from '@dating/ui';
import {
  SHELL_PAGE_NAMES,
  SHELL_PAGE_PATHS,
  shellPageOf,
  type ShellPageName,
} from '@dating/contract/shell-pages';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RemoteOverrideBanner } from '../features/remotes/RemoteOverrideBanner';
import { lazyPage, type LazyPage } from './lazyPage';
import { SHELL_PAGE_LOADERS } from './shellPages';

// Every page is a chunk of its own: a signed-in member's /app page loads none of the pages before
// sign-in (the sign-up flow comes with the login page), and the welcome page none of /app's
// layout, nor RTK Query, which it does not use.
const PAGES: Record<ShellPageName, LazyPage> = {
  welcome: lazyPage(SHELL_PAGE_LOADERS.welcome),
  login: lazyPage(SHELL_PAGE_LOADERS.login),
  help: lazyPage(SHELL_PAGE_LOADERS.help),
  app: lazyPage(SHELL_PAGE_LOADERS.app),
  moderation: lazyPage(SHELL_PAGE_LOADERS.moderation),
};

/** Fetches every page of its own chunk: tests render any route at once then. */
export async function preloadShellPages(): Promise<void> {
  await Promise.all(Object.values(PAGES).map((page) => page.preload()));
}

/**
 * Fetches the page a browser address shows, so the first render shows it rather than a loader. A
 * failure is left to the page: its error panel with Retry.
 */
export async function preloadPageOf(pathname: string): Promise<void> {
  const name = shellPageOf(pathname);
  if (name) await PAGES[name].preload().catch(() => undefined);
}

/** The top-level routes of spec section 2, below the /web basename. */
export function ShellRoutes() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Loader label={t('remote.loading')} />}>
      <Routes>
        {SHELL_PAGE_NAMES.map((name) => {
          const Page = PAGES[name];
          const path = SHELL_PAGE_PATHS[name];
          return path ? (
            <Route key={name} path={path} element={<Page />} />
          ) : (
            <Route key={name} index element={<Page />} />
          );
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <RemoteOverrideBanner />
    </Suspense>
  );
}
