import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { routesOf, type RemoteKey } from '@dating/contract';
import { HARNESS_BASENAME, RemoteHarness } from './RemoteHarness';

const UNDER_BASENAME = new RegExp(`^${HARNESS_BASENAME}(/|$)`);

/**
 * A remote's standalone page (its `bootstrap`): the harness around its App in `#root`. An entry of
 * its own (`@dating/testing/harness`), out of the shared module every page loads; so the harness
 * files import `@dating/web` and `@dating/ui` by name: the session, bus and socket the App uses, not copies.
 */
export function mountRemoteHarness(remote: RemoteKey, App: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The harness page needs an element with id "root"');
  // The dev server answers any path with this page; start on the remote's first route.
  const { pathname } = window.location;
  if (!UNDER_BASENAME.test(pathname) || pathname === HARNESS_BASENAME) {
    const firstPath = routesOf(remote)[0]?.path ?? '';
    window.history.replaceState(null, '', `${HARNESS_BASENAME}/${firstPath}`.replace(/\/$/, ''));
  }
  createRoot(container).render(
    <StrictMode>
      <RemoteHarness remote={remote} App={App} />
    </StrictMode>,
  );
}
