import { followLocale } from '@dating/web';
import type { i18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RemoteLoaderContext, type RemoteLoader } from '../features/remotes/RemoteLoaderContext';
import type { AppStore } from './store';

/** Everything the shell's pages need around them; the router is chosen by the caller. */
export function ShellProviders({
  store,
  i18n,
  remoteLoader,
  children,
}: {
  store: AppStore;
  i18n: i18n;
  remoteLoader: RemoteLoader;
  children: ReactNode;
}) {
  // The shell's texts follow the same broadcast as every remote's.
  useEffect(() => followLocale(i18n), [i18n]);

  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RemoteLoaderContext.Provider value={remoteLoader}>{children}</RemoteLoaderContext.Provider>
      </I18nextProvider>
    </Provider>
  );
}
