import type { ShellPageName } from '@dating/contract/shell-pages';
import type { ComponentType } from 'react';

// No shared packages here: the entry (index.ts) starts the first page's chunk beside the
// bootstrap, before the federation's shared modules are there, so the page never waits for it.
// A page's chunk is page-<name>: the server preloads its files by that name.
/** How to fetch each of the shell's own pages (@dating/contract/shell-pages has their routes). */
export const SHELL_PAGE_LOADERS: Record<ShellPageName, () => Promise<ComponentType>> = {
  welcome: async () =>
    (await import(/* webpackChunkName: "page-welcome" */ '../features/welcome/WelcomePage'))
      .WelcomePage,
  login: async () =>
    (await import(/* webpackChunkName: "page-login" */ '../features/login/LoginPage')).LoginPage,
  help: async () =>
    (await import(/* webpackChunkName: "page-help" */ '../features/help/HelpMainPage'))
      .HelpMainPage,
  app: async () =>
    (await import(/* webpackChunkName: "page-app" */ '../features/app-layout/AppPage')).AppPage,
  // Through /app's chunk, which holds the layout the console shares: its own chunk is the gate.
  moderation: async () =>
    (
      await import(/* webpackChunkName: "page-app" */ '../features/app-layout/AppPage')
    ).loadModerationPage(),
};
