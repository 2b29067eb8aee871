import type { RemoteKey } from '@dating/contract';
import type { RemoteWidgetKey, RemoteWidgetProps } from '@dating/web';
import { render } from '@testing-library/react';
import { Profiler, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ShellProviders } from '../app/ShellProviders';
import { ShellRoutes } from '../app/ShellRoutes';
import { makeStore } from '../app/store';
import { selectLanguage } from '../features/locale/localeSlice';
import type { RemoteLoader } from '../features/remotes/RemoteLoaderContext';
import { createShellI18n } from '../i18n/shellI18n';

/** A loader that hands out fake remote Apps and widgets; one it lacks fails to load. */
export function fakeRemoteLoader(
  apps: Partial<Record<RemoteKey, ComponentType>> = {},
  widgets: { [Key in RemoteWidgetKey]?: ComponentType<RemoteWidgetProps<Key>> } = {},
) {
  return {
    loadApp: jest.fn<ReturnType<RemoteLoader['loadApp']>, [RemoteKey]>((remote) => {
      const App = apps[remote];
      return App
        ? Promise.resolve({ default: App })
        : Promise.reject(new Error(`${remote} is down`));
    }),
    // As a remote still loading: tests that need an App loaded already stub this.
    loadedApp: jest.fn<ReturnType<RemoteLoader['loadedApp']>, [RemoteKey]>(() => undefined),
    loadWidget: jest.fn<ReturnType<RemoteLoader['loadWidget']>, [RemoteWidgetKey]>((widget) => {
      // One widget at a time: the host hands it the props of its own key.
      const Widget = widgets[widget] as ComponentType<RemoteWidgetProps> | undefined;
      return Widget
        ? Promise.resolve({ default: Widget })
        : Promise.reject(new Error(`${widget} is down`));
    }),
    reportError: jest.fn<void, [RemoteKey]>(),
    subscribeOverrides: jest.fn<() => void, Parameters<RemoteLoader['subscribeOverrides']>>(
      () => () => undefined,
    ),
  };
}

/** What a sign-in leaves in the browser (spec section 3): the id and token, and the cookie. */
export function storeSignedInSession(memberId = 7, token = 'token-7'): void {
  window.localStorage.setItem('session_userid', String(memberId));
  window.localStorage.setItem('session_token', token);
  document.cookie = 'onboarded=true; path=/';
}

/**
 * The whole shell at `path` (below /web), as the browser would start it. `onCommit` is told of
 * each time React draws it (a React Profiler's onRender).
 */
export function renderShell(
  path: string,
  {
    remoteLoader = fakeRemoteLoader(),
    onCommit = () => undefined,
  }: { remoteLoader?: RemoteLoader; onCommit?: () => void } = {},
) {
  const store = makeStore();
  const i18n = createShellI18n(selectLanguage(store.getState()));
  const view = render(
    <Profiler id="shell" onRender={onCommit}>
      <ShellProviders store={store} i18n={i18n} remoteLoader={remoteLoader}>
        <MemoryRouter initialEntries={[path]}>
          <ShellRoutes />
        </MemoryRouter>
      </ShellProviders>
    </Profiler>,
  );
  return { ...view, store, i18n };
}
