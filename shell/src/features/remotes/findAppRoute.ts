import { APP_ROUTES, type AppRoute } from '@dating/shared';
import { matchPath } from 'react-router-dom';

/** The route of the table that the path below /app is, exactly (spec: matching is exact). */
export function findAppRoute(pathBelowApp: string): AppRoute | undefined {
  const pathname = `/${pathBelowApp}`;
  return APP_ROUTES.find((route) =>
    matchPath({ path: `/${route.path}`, caseSensitive: true, end: true }, pathname),
  );
}
