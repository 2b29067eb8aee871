import '@dating/ui/ui.css';
import { currentTextsLoaded } from '@dating/web';
import { remoteOfAddress } from '@dating/contract';
import { SHELL_BASENAME } from '@dating/contract/shell-pages';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ShellProviders } from './app/ShellProviders';
import { ShellRoutes, preloadPageOf } from './app/ShellRoutes';
import { makeStore } from './app/store';
import { applyDocumentLanguage } from './features/locale/applyDocumentLanguage';
import { selectLanguage } from './features/locale/localeSlice';
import { registerOfflineCache } from './features/offline/registerOfflineCache';
import { createFederationRemoteLoader } from './features/remotes/createFederationRemoteLoader';
import { selectMember, selectMemberId } from './features/session/sessionSlice';
import { hideSplash } from './features/splash/hideSplash';
import { createShellI18n } from './i18n/shellI18n';
import './styles/global.css';

const store = makeStore();
const language = selectLanguage(store.getState());
applyDocumentLanguage(language);
const i18n = createShellI18n(language);
// A visitor without a session is sent to the login page: no remote to get ready for them.
const firstRemote = selectMemberId(store.getState())
  ? remoteOfAddress(window.location.pathname)
  : undefined;
const remoteLoader = createFederationRemoteLoader({
  prefetch: firstRemote,
  memberToken: () => selectMember(store.getState())?.token ?? null,
});
// The first render shows the address's page and, on an /app address, its remote, whose files the
// entry (index.ts) and index.html started fetching beside this one, rather than loaders. A
// remote that fails to load shows its error panel there; one slower than FIRST_REMOTE_WAIT_MS
// its loader, in the layout.
const FIRST_REMOTE_WAIT_MS = 2000;
const firstPageLoaded = preloadPageOf(window.location.pathname);
const firstRemoteLoaded =
  firstRemote &&
  Promise.race([
    remoteLoader.loadApp(firstRemote).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_REMOTE_WAIT_MS)),
  ]);

function Shell() {
  useEffect(() => hideSplash(), []);
  return (
    <ShellProviders store={store} i18n={i18n} remoteLoader={remoteLoader}>
      <BrowserRouter basename={SHELL_BASENAME}>
        <ShellRoutes />
      </BrowserRouter>
    </ShellProviders>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('public/index.html has no #root');
// A member's language other than English arrives as a chunk, and the first page: the splash stays
// until they are there.
void Promise.all([currentTextsLoaded(i18n), firstPageLoaded, firstRemoteLoaded]).then(() => {
  const shell = (
    <StrictMode>
      <Shell />
    </StrictMode>
  );
  // As a transition React yields to the browser while it renders, not one long task that blocks
  // input (Lighthouse's Total Blocking Time). A page the server sent built ahead (an English
  // visitor's, scripts/prerender.tsx) is taken over where it stands rather than drawn again.
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
});
registerOfflineCache();
