import type { ComponentType } from 'react';
import { BASENAME } from './addresses';

/** One of the shell's own pages: its route below /web and how to fetch its chunk. */
export interface ShellPage {
  /** Below the basename, without slashes: '' is the index; a trailing '/*' takes what follows. */
  path: string;
  load: () => Promise<ComponentType>;
}

// No shared packages here: the entry (index.ts) starts the first page's chunk beside the
// bootstrap, before the federation's shared modules are there, so the page never waits for it.
export const SHELL_PAGES = {
  welcome: {
    path: '',
    load: async () =>
      (await import(/* webpackChunkName: "page-welcome" */ '../features/welcome/WelcomePage'))
        .WelcomePage,
  },
  login: {
    path: 'login',
    load: async () =>
      (await import(/* webpackChunkName: "page-login" */ '../features/login/LoginPage')).LoginPage,
  },
  help: {
    path: 'helpmain',
    load: async () =>
      (await import(/* webpackChunkName: "page-help" */ '../features/help/HelpMainPage'))
        .HelpMainPage,
  },
  app: {
    path: 'app/*',
    load: async () =>
      (await import(/* webpackChunkName: "page-app" */ '../features/app-layout/AppPage')).AppPage,
  },
} satisfies Record<string, ShellPage>;

export type ShellPageName = keyof typeof SHELL_PAGES;

export const SHELL_PAGE_NAMES = Object.keys(SHELL_PAGES) as ShellPageName[];

/** The shell page a browser address shows, if it is one of them (else the 404 page). */
export function shellPageOf(pathname: string): ShellPageName | undefined {
  if (pathname !== BASENAME && !pathname.startsWith(`${BASENAME}/`)) return undefined;
  const below = pathname.slice(BASENAME.length).replace(/^\/+|\/+$/g, '');
  return SHELL_PAGE_NAMES.find((name) => {
    const { path } = SHELL_PAGES[name];
    if (!path.endsWith('/*')) return below === path;
    const section = path.slice(0, -2);
    return below === section || below.startsWith(`${section}/`);
  });
}
