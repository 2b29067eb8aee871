import type { RemoteKey } from '@dating/contract';
import type { RemoteWidgetKey, RemoteWidgetProps } from '@dating/web';
import { createContext, useContext, type ComponentType } from 'react';

/** What a remote's `./App` expose provides (see the remotes' READMEs). */
export interface RemoteAppModule {
  default: ComponentType;
}

/** What a widget expose (`REMOTE_WIDGETS` in `@dating/web`) provides. */
export interface RemoteWidgetModule {
  default: ComponentType<RemoteWidgetProps>;
}

/** A remote this tab runs at a version QA chose (`?remote:mf-chat=<version>`), as the server honoured. */
export interface RemoteOverride {
  /** The remote's name on the wire: 'mf-chat'. */
  remote: string;
  version: string;
}

/** How the shell gets a remote's App: module federation in the product, fakes in tests. */
export interface RemoteLoader {
  loadApp(remote: RemoteKey): Promise<RemoteAppModule>;
  /** The App `loadApp` has already loaded, if it has: a mount then renders it at once. */
  loadedApp(remote: RemoteKey): RemoteAppModule | undefined;
  loadWidget(widget: RemoteWidgetKey): Promise<RemoteWidgetModule>;
  /** The remote's mounted App or widget threw: reported against the version this page runs. */
  reportError(remote: RemoteKey): void;
  /**
   * Calls `listener` with the overrides the server honoured, now and whenever the list is asked
   * again; returns the unsubscribe.
   */
  subscribeOverrides(listener: (overrides: RemoteOverride[]) => void): () => void;
}

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader must be used inside RemoteLoaderContext');
  return loader;
}
