import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemoteKey } from '../routes/appRoutes';
import { HARNESS_BASENAME, RemoteHarness } from './RemoteHarness';

const UNDER_BASENAME = new RegExp(`^${HARNESS_BASENAME}(/|$)`);

/** A remote's standalone page (its `bootstrap.tsx`): the harness around its App in `#root`. */
export function mountRemoteHarness(remote: RemoteKey, App: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The harness page needs an element with id "root"');
  // The router only matches below its basename; the dev server answers any path with this page.
  if (!UNDER_BASENAME.test(window.location.pathname)) {
    window.history.replaceState(null, '', HARNESS_BASENAME);
  }
  createRoot(container).render(
    <StrictMode>
      <RemoteHarness remote={remote} App={App} />
    </StrictMode>,
  );
}
