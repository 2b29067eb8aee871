import type { RemoteKey } from '@dating/contract';
import { RemoteProviders, type RemoteProvidersProps } from './RemoteProviders';
import { RemoteRoutes, type PageMap } from './RemoteRoutes';

export interface RemoteAppProps<R extends RemoteKey> extends Omit<
  RemoteProvidersProps,
  'children'
> {
  remote: R;
  pages: PageMap<R>;
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
  return (
    <RemoteProviders makeStore={makeStore} createI18n={createI18n}>
      <RemoteRoutes remote={remote} pages={pages} />
    </RemoteProviders>
  );
}
