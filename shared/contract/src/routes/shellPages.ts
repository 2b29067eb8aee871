/**
 * The shell's own pages (spec section 2): their routes below the shell's basename. The shell pairs
 * each with its chunk (page-<name>); the server answers a page's address with a preload of that
 * chunk's files (shared/build/PreloadStartupPlugin.cjs lists them at build time).
 * No imports: the shell's entry module reads this before the federation's shared modules are there.
 */

/** Where the shell is served: the router's basename. */
export const SHELL_BASENAME = '/web';

/** Below the basename, without slashes: '' is the index; a trailing '/*' takes what follows. */
export const SHELL_PAGE_PATHS = {
  welcome: '',
  login: 'login',
  help: 'helpmain',
  app: 'app/*',
  /** The moderators' console (the mf-moderation remote), for members with the moderator role. */
  moderation: 'moderation/*',
} as const;

export type ShellPageName = keyof typeof SHELL_PAGE_PATHS;

/**
 * The pages a visitor opens, built ahead as HTML in English (the shell's scripts/prerender.tsx,
 * into its build's PRERENDERED_FOLDER as <name>.html): the server answers with one when the
 * visitor reads English, so the page paints before its scripts have run, and they take it over.
 */
export const PRERENDERED_PAGES = ['welcome', 'login', 'help'] as const satisfies ShellPageName[];

export const PRERENDERED_FOLDER = 'prerendered';

export const SHELL_PAGE_NAMES = Object.keys(SHELL_PAGE_PATHS) as ShellPageName[];

/** The shell page a browser address shows, if it is one of them (else the 404 page). */
export function shellPageOf(pathname: string): ShellPageName | undefined {
  if (pathname !== SHELL_BASENAME && !pathname.startsWith(`${SHELL_BASENAME}/`)) return undefined;
  const below = pathname.slice(SHELL_BASENAME.length).replace(/^\/+|\/+$/g, '');
  return SHELL_PAGE_NAMES.find((name) => {
    const path: string = SHELL_PAGE_PATHS[name];
    if (!path.endsWith('/*')) return below === path;
    const section = path.slice(0, -2);
    return below === section || below.startsWith(`${section}/`);
  });
}
