import type { ShellPageName } from '@dating/contract/shell-pages';
import type { ComponentType } from 'react';
import { yieldToMain } from '@dating/web';

/**
 * A page that calls the API runs the API's module (RTK Query's createApi) in a task before its
 * own: as one task they blocked a slow phone. The API is imported under the page's chunk name, so
 * it comes with the page's files.
 */
async function afterApi<Page>(api: Promise<unknown>, page: () => Promise<Page>): Promise<Page> {
  await api;
  await yieldToMain();
  return page();
}

// A page's chunk is page-<name>: the server preloads its files by that name, so they download
// beside the bootstrap's, and bootstrap.tsx runs the address's page after its first task.
/** How to fetch each of the shell's own pages (@dating/contract/shell-pages has their routes). */
export const SHELL_PAGE_LOADERS: Record<ShellPageName, () => Promise<ComponentType>> = {
  welcome: async () =>
    (await import(/* webpackChunkName: "page-welcome" */ '../features/welcome/WelcomePage'))
      .WelcomePage,
  // Without the API: it loads with the first sign-in (features/session/signIn.ts).
  login: async () =>
    (await import(/* webpackChunkName: "page-login" */ '../features/login/LoginPage')).LoginPage,
  help: () =>
    afterApi(
      import(/* webpackChunkName: "page-help" */ './api'),
      async () =>
        (await import(/* webpackChunkName: "page-help" */ '../features/help/HelpMainPage'))
          .HelpMainPage,
    ),
  app: () =>
    afterApi(
      import(/* webpackChunkName: "page-app" */ './api'),
      async () =>
        (await import(/* webpackChunkName: "page-app" */ '../features/app-layout/AppPage')).AppPage,
    ),
  // Through /app's chunk, which holds the layout the console shares: its own chunk is the gate.
  moderation: async () =>
    (
      await import(/* webpackChunkName: "page-app" */ '../features/app-layout/AppPage')
    ).loadModerationPage(),
};
