import type { i18n } from 'i18next';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SHELL_BASENAME } from '@dating/contract/shell-pages';
import type { RemoteLoader } from '../features/remotes/RemoteLoaderContext';
import { hideSplash } from '../features/splash/hideSplash';
import { ShellProviders } from './ShellProviders';
import { ShellRoutes } from './ShellRoutes';
import type { AppStore } from './store';

export { preloadPageOf } from './ShellRoutes';

interface ShellParts {
  store: AppStore;
  i18n: i18n;
  remoteLoader: RemoteLoader;
}

function Shell({ store, i18n, remoteLoader }: ShellParts) {
  useEffect(() => hideSplash(), []);
  return (
    <ShellProviders store={store} i18n={i18n} remoteLoader={remoteLoader}>
      <BrowserRouter basename={SHELL_BASENAME}>
        <ShellRoutes />
      </BrowserRouter>
    </ShellProviders>
  );
}

/**
 * Draws the shell into `container`. As a transition React yields to the browser while it renders,
 * not one long task that blocks input (Lighthouse's Total Blocking Time). A page the server sent
 * built ahead (an English visitor's, scripts/prerender.tsx) is taken over where it stands rather
 * than drawn again.
 */
export function renderShell(container: HTMLElement, parts: ShellParts): void {
  const shell = (
    <StrictMode>
      <Shell {...parts} />
    </StrictMode>
  );
  startTransition(() => {
    if (container.firstElementChild) {
      hydrateRoot(container, shell, {
        // React draws the page again where it differs: the build ahead has a fault to fix.
        onRecoverableError: (error) =>
          console.error('The page built ahead differs from its first render:', error),
      });
    } else {
      createRoot(container).render(shell);
    }
  });
}
