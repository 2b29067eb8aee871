// Plain constants, no shared packages: the entry module (index.ts) reads them before the
// federation's shared modules are there.

/** Where the shell is served: the router's basename. */
export const BASENAME = '/web';

const APP_ADDRESS = `${BASENAME}/app`;

/** Whether a browser address is a page of the signed-in layout (/web/app...). */
export function isAppAddress(pathname: string): boolean {
  return pathname === APP_ADDRESS || pathname.startsWith(`${APP_ADDRESS}/`);
}

/** The part of an /app address below /web/app/: the remote routes' own path. */
export function pathBelowApp(pathname: string): string {
  return pathname.slice(APP_ADDRESS.length + 1);
}
