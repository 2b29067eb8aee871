import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { routesOf, type PageOf, type RemoteKey } from '@dating/contract';

/** One component per page key of a remote: a page missing from the map is a type error. */
export type PageMap<R extends RemoteKey> = Record<PageOf<R>, ComponentType>;

/**
 * A remote's routes from the one route table, relative to where it is mounted (`/app`): the
 * shell and the standalone harness both mount it there.
 */
export function RemoteRoutes<R extends RemoteKey>({
  remote,
  pages,
}: {
  remote: R;
  pages: PageMap<R>;
}) {
  return (
    <Routes>
      {routesOf(remote).map(({ path, page }) => {
        // routesOf(remote) only yields R's rows; TypeScript cannot narrow a generic Extract.
        const Page: ComponentType = pages[page as PageOf<R>];
        return path === '' ? (
          <Route key="index" index element={<Page />} />
        ) : (
          <Route key={path} path={path} element={<Page />} />
        );
      })}
    </Routes>
  );
}
