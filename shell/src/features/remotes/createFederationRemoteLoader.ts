import { API_PREFIX, REMOTE_WIDGETS } from '@dating/web';
import { REMOTES, type RemoteEntry, type RemoteKey, type RemotesResponse } from '@dating/contract';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { whenPageIdle } from '../../app/whenPageIdle';
import { RemoteLoadError } from './RemoteLoadError';
import type { RemoteAppModule, RemoteLoader, RemoteWidgetModule } from './RemoteLoaderContext';
import { remoteRetryPlugin } from './remoteRetryPlugin';

async function fetchRemoteEntries(): Promise<RemoteEntry[]> {
  const response = await fetch(`${API_PREFIX}/remotes`);
  if (!response.ok) throw new Error(`GET ${API_PREFIX}/remotes answered ${response.status}`);
  const answer = (await response.json()) as RemotesResponse;
  return answer.remotes;
}

/**
 * The product's loader: where each remote lives is asked of the server at start (GET
 * /api/remotes), never built in, so a team redeploys its remote without rebuilding the shell.
 * `prefetch` names the remote the address the shell starts on needs: its App is loaded and run
 * while the member's profile loads, so it renders as soon as the profile is in.
 */
export function createFederationRemoteLoader({
  prefetch,
}: { prefetch?: RemoteKey } = {}): RemoteLoader {
  registerPlugins([remoteRetryPlugin()]);

  let registration: Promise<void> | null = null;
  const register = (): Promise<void> => {
    registration ??= fetchRemoteEntries().then(
      (remotes) => registerRemotes(remotes),
      (error: unknown) => {
        registration = null; // not kept: the next remote mount (or its Retry) asks again
        throw error;
      },
    );
    return registration;
  };
  const load = async <T>(id: string): Promise<T> => {
    await register();
    const module = await loadRemote<T>(id);
    if (!module) throw new RemoteLoadError(id);
    return module;
  };
  const loadedApps = new Map<RemoteKey, RemoteAppModule>();
  const appOf = async (remote: RemoteKey) => {
    const app = await load<RemoteAppModule>(`${REMOTES[remote]}/App`);
    loadedApps.set(remote, app);
    return app;
  };

  // Asked at once where the start address needs a remote (index.html preloads the list for a
  // stored session); the runtime keeps what it has loaded, so the mount later gets the prefetched
  // App, and a failure shows where the remote mounts. A page without one (the welcome, the login)
  // asks once it is idle, not among the files it paints with, so the list is there after sign-in.
  if (prefetch) appOf(prefetch).catch(() => undefined);
  else whenPageIdle(() => void register().catch(() => undefined));

  return {
    loadApp: appOf,
    loadedApp: (remote) => loadedApps.get(remote),
    loadWidget(widget) {
      const { remote, expose } = REMOTE_WIDGETS[widget];
      // './widgets/PremiumPopup' is loaded as 'mf_payments/widgets/PremiumPopup'.
      return load<RemoteWidgetModule>(`${REMOTES[remote]}/${expose.slice(2)}`);
    },
  };
}
