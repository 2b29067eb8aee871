import { useEffect, useState } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { Store } from 'redux';
import type { ApiExtra } from '../api/baseQuery';
import { followLocale } from '../i18n/createI18n';
import type { RemoteKey } from '../routes/appRoutes';
import type { Language } from '../rules/limits';
import { useSession, type Session } from '../session/session';
import { RemoteRoutes, type PageMap } from './RemoteRoutes';

export interface RemoteAppProps<R extends RemoteKey> {
  remote: R;
  pages: PageMap<R>;
  /** The remote's `makeStore`; called once per mount. */
  makeStore: (extra: ApiExtra) => Store;
  /** The remote's own i18next instance, made once per mount in the session's language. */
  createI18n: (language: Language) => i18n;
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
 * What every remote's `./App` is: its own store and i18next instance, made once, around its
 * routes. The session comes from the host (the shell or the standalone harness).
 */
export function RemoteApp<R extends RemoteKey>({
  remote,
  pages,
  makeStore,
  createI18n,
}: RemoteAppProps<R>) {
  const session = useSession();
  const [sessionHolder] = useState(() => createSessionHolder(session));
  useEffect(() => sessionHolder.set(session), [sessionHolder, session]);
  const [store] = useState(() => makeStore({ getSession: sessionHolder.get }));
  const [i18nInstance] = useState(() => createI18n(session.language));
  useEffect(() => followLocale(i18nInstance), [i18nInstance]);

  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18nInstance}>
        <RemoteRoutes remote={remote} pages={pages} />
      </I18nextProvider>
    </Provider>
  );
}
