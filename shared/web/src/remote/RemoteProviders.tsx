import { useEffect, useState, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { Store } from 'redux';
import type { ApiExtra } from '../api/baseQuery';
import { currentTextsLoading, followLocale } from '../i18n/createI18n';
import type { Language } from '@dating/contract';
import { useSession, type Session } from '../session/session';

export interface RemoteProvidersProps {
  /** The remote's `makeStore`; called once per mount. */
  makeStore: (extra: ApiExtra) => Store;
  /** The remote's own i18next instance, made once per mount in the session's language. */
  createI18n: (language: Language) => i18n;
  children: ReactNode;
}

/** The newest session, for a store that is made once but must send the current token. */
function createSessionHolder(session: Session) {
  let current = session;
  return {
    get: () => current,
    set: (next: Session) => {
      current = next;
    },
  };
}

/**
 * A remote's own store and i18next instance, made once, following the host's session and
 * language: around its `./App` routes and around each widget it exposes to the shell.
 */
export function RemoteProviders({ makeStore, createI18n, children }: RemoteProvidersProps) {
  const session = useSession();
  const [sessionHolder] = useState(() => createSessionHolder(session));
  useEffect(() => sessionHolder.set(session), [sessionHolder, session]);
  const [store] = useState(() => makeStore({ getSession: sessionHolder.get }));
  const [i18nInstance] = useState(() => createI18n(session.language));
  useEffect(() => followLocale(i18nInstance), [i18nInstance]);
  // A language fetched as a chunk: nothing renders before its texts are there (see
  // `currentTextsLoading`); shipped English renders in this very render.
  const [textsLoading, setTextsLoading] = useState(() => currentTextsLoading(i18nInstance));
  useEffect(() => {
    void textsLoading?.then(() => setTextsLoading(undefined));
  }, [textsLoading]);

  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18nInstance}>
        {/* Busy, as the host's loaders are: the shell keeps its painted card until the page shows. */}
        {textsLoading ? <div aria-busy="true" /> : children}
      </I18nextProvider>
    </Provider>
  );
}
