import { APP_ROUTES, type AppRoute, type RemoteKey } from '@dating/shared';
import { matchPath } from 'react-router-dom';
import { isAppAddress, pathBelowApp } from '../../app/addresses';

/** The route of the table that the path below /app is, exactly (spec: matching is exact). */
export function findAppRoute(pathBelowApp: string): AppRoute | undefined {
  const pathname = `/${pathBelowApp}`;
  return APP_ROUTES.find((route) =>
    matchPath({ path: `/${route.path}`, caseSensitive: true, end: true }, pathname),
  );
}

/** The remote a browser address needs, when it is an /app route. */
export function remoteOfAddress(pathname: string): RemoteKey | undefined {
  return isAppAddress(pathname) ? findAppRoute(pathBelowApp(pathname))?.remote : undefined;
}
