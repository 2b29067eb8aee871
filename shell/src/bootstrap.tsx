import '@dating/ui/ui.css';
import { currentTextsLoading, yieldToMain } from '@dating/web';
import { remoteOfAddress } from '@dating/contract';
import { makeStore } from './app/store';
import { applyDocumentLanguage } from './features/locale/applyDocumentLanguage';
import { selectLanguage } from './features/locale/localeSlice';
import { registerOfflineCache } from './features/offline/registerOfflineCache';
import { removePaintedCardWhenShown } from './features/painted-card/removePaintedCard';
import { createFederationRemoteLoader } from './features/remotes/createFederationRemoteLoader';
import { premiumAtFirstRender } from './features/session/premiumAtFirstRender';
import { selectMember, selectMemberId } from './features/session/sessionSlice';
import './styles/global.css';

const store = makeStore();
const language = selectLanguage(store.getState());
applyDocumentLanguage(language);
// A visitor without a session is sent to the login page: no remote to get ready for them.
const firstRemote = selectMemberId(store.getState())
  ? remoteOfAddress(window.location.pathname)
  : undefined;
const remoteLoader = createFederationRemoteLoader({
  prefetch: firstRemote,
  memberToken: () => selectMember(store.getState())?.token ?? null,
});
// The first render shows the address's page and, on an /app address, its remote, whose files the
// page's Link preloads and index.html started fetching beside this one, rather than loaders. A
// remote that fails to load shows its error panel there; one slower than FIRST_REMOTE_WAIT_MS
// its loader, in the layout.
const FIRST_REMOTE_WAIT_MS = 2000;
const firstRemoteLoaded =
  firstRemote &&
  Promise.race([
    remoteLoader.loadApp(firstRemote).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_REMOTE_WAIT_MS)),
  ]);

const container = document.getElementById('root');
if (!container) throw new Error('public/index.html has no #root');
removePaintedCardWhenShown(container);

/**
 * The start-up in tasks of its own: this module's store, then the texts, then React and the
 * routes (eager imports: in this chunk, run only when asked), then the render. As one task it
 * blocked a slow phone for half a second after the page had painted.
 */
async function start(root: HTMLElement) {
  await yieldToMain();
  const { createShellI18n } = await import(/* webpackMode: "eager" */ './i18n/shellI18n');
  const i18n = createShellI18n(language);
  await yieldToMain();
  const { renderShell, preloadPageOf } = await import(
    /* webpackMode: "eager" */ './app/renderShell'
  );
  // A member's language other than English arrives as a chunk, and the first page: the splash
  // stays until they are there.
  await Promise.all([
    currentTextsLoading(i18n),
    preloadPageOf(window.location.pathname),
    firstRemoteLoaded,
  ]);
  await yieldToMain();
  premiumAtFirstRender(store);
  renderShell(root, { store, i18n, remoteLoader });
}

void start(container);
registerOfflineCache();
