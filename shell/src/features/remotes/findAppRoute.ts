import { APP_ROUTES, type AppRoute, type RemoteKey } from '@dating/shared';
import { matchPath } from 'react-router-dom';

/** The route of the table that the path below /app is, exactly (spec: matching is exact). */
export function findAppRoute(pathBelowApp: string): AppRoute | undefined {
  const pathname = `/${pathBelowApp}`;
  return APP_ROUTES.find((route) =>
    matchPath({ path: `/${route.path}`, caseSensitive: true, end: true }, pathname),
  );
}

/** The remote a browser address (below the router's basename) needs, when it is an /app route. */
export function remoteOfAddress(pathname: string, basename: string): RemoteKey | undefined {
  const app = `${basename}/app`;
  if (pathname !== app && !pathname.startsWith(`${app}/`)) return undefined;
  return findAppRoute(pathname.slice(app.length + 1))?.remote;
}
