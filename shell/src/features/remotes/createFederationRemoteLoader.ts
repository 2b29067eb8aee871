import { API_PREFIX, REMOTE_WIDGETS, whenPageIdle } from '@dating/web';
import {
  REMOTES,
  type RemoteEntry,
  type RemoteKey,
  type RemoteOutcome,
  type RemotesResponse,
} from '@dating/contract';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './RemoteLoadError';
import type {
  RemoteAppModule,
  RemoteLoader,
  RemoteOverride,
  RemoteWidgetModule,
} from './RemoteLoaderContext';
import { remoteOverrides } from './remoteOverrides';
import { createRemoteReporter } from './remoteReports';
import { remoteRetryPlugin } from './remoteRetryPlugin';

function askForRemotes(token: string | null, override: string): Promise<Response> {
  const early = window.datingEarlyRemotes;
  if (early) {
    delete window.datingEarlyRemotes; // adopted once; a later list is asked anew
    if (early.token === token && early.override === override) return early.answer;
  }
  const query = override ? `?override=${encodeURIComponent(override)}` : '';
  return fetch(
    `${API_PREFIX}/remotes${query}`,
    token ? { headers: { Authorization: `Bearer ${token}` } } : undefined,
  );
}

async function fetchRemoteEntries(token: string | null): Promise<RemoteEntry[]> {
  const response = await askForRemotes(token, remoteOverrides());
  if (!response.ok) throw new Error(`GET ${API_PREFIX}/remotes answered ${response.status}`);
  const answer = (await response.json()) as RemotesResponse;
  return answer.remotes;
}

/**
 * The product's loader: where each remote lives is asked of the server at start (GET
 * /api/remotes), never built in, so a team releases its remote without rebuilding the shell. The
 * list is asked with the member's token, since the version a member runs is theirs (a canary
 * takes a share of members), and with this tab's QA overrides; a list asked for a visitor is
 * asked again once a member has signed in.
 * `prefetch` names the remote the address the shell starts on needs: its App is loaded and run
 * while the member's profile loads, so it renders as soon as the profile is in.
 * Each remote version's fate is reported to the server (remoteReports.ts).
 */
export function createFederationRemoteLoader({
  prefetch,
  memberToken = () => null,
}: {
  prefetch?: RemoteKey;
  /** The signed-in member's token, null for a visitor. */
  memberToken?: () => string | null;
} = {}): RemoteLoader {
  registerPlugins([remoteRetryPlugin()]);
  const report = createRemoteReporter();

  let listed: { token: string | null; entries: Promise<RemoteEntry[]> } | null = null;
  let entries: RemoteEntry[] = [];
  const overrideListeners = new Set<(overrides: RemoteOverride[]) => void>();
  const honouredOverrides = (): RemoteOverride[] =>
    entries.flatMap(({ remote, version, channel }) =>
      channel === 'override' && remote && version ? [{ remote, version }] : [],
    );

  const list = (): Promise<RemoteEntry[]> => {
    const token = memberToken();
    if (listed?.token === token) return listed.entries;
    // Another member's (or a visitor's) list is replaced: this member's versions are loaded now.
    const replacing = listed !== null;
    const asked: Promise<RemoteEntry[]> = fetchRemoteEntries(token).then(
      (remotes) => {
        const registered = remotes.map(({ name, entry }) => ({ name, entry }));
        if (replacing) registerRemotes(registered, { force: true });
        else registerRemotes(registered);
        entries = remotes;
        const overrides = honouredOverrides();
        overrideListeners.forEach((listener) => listener(overrides));
        return remotes;
      },
      (error: unknown) => {
        // not kept: the next remote mount (or its Retry) asks again
        if (listed?.entries === asked) listed = null;
        throw error;
      },
    );
    listed = { token, entries: asked };
    return asked;
  };

  const reportOf = (name: string, outcome: RemoteOutcome) => {
    const entry = entries.find((candidate) => candidate.name === name);
    if (entry?.remote && entry.version) {
      report({ remote: entry.remote, version: entry.version, outcome });
    }
  };
  const load = async <T>(id: string): Promise<T> => {
    const name = id.split('/')[0] ?? id;
    try {
      await list();
      const module = await loadRemote<T>(id);
      if (!module) throw new RemoteLoadError(id);
      reportOf(name, 'loaded');
      return module;
    } catch (error) {
      // The retry plugin has given up, or the remote's module threw as it was imported.
      reportOf(name, 'failed');
      throw error instanceof RemoteLoadError ? error : new RemoteLoadError(id, { cause: error });
    }
  };
  const loadedApps = new Map<RemoteKey, RemoteAppModule>();
  const appOf = async (remote: RemoteKey) => {
    const app = await load<RemoteAppModule>(`${REMOTES[remote]}/App`);
    loadedApps.set(remote, app);
    return app;
  };

  // Asked at once where the start address needs a remote (index.html asks for the list early for
  // a stored session); the runtime keeps what it has loaded, so the mount later gets the
  // prefetched App, and a failure shows where the remote mounts. A page without one (the welcome,
  // the login) asks once it is idle, not among the files it paints with.
  if (prefetch) appOf(prefetch).catch(() => undefined);
  else whenPageIdle(() => void list().catch(() => undefined));

  return {
    loadApp: appOf,
    loadedApp: (remote) => loadedApps.get(remote),
    loadWidget(widget) {
      const { remote, expose } = REMOTE_WIDGETS[widget];
      // './widgets/PremiumPopup' is loaded as 'mf_payments/widgets/PremiumPopup'.
      return load<RemoteWidgetModule>(`${REMOTES[remote]}/${expose.slice(2)}`);
    },
    reportError: (remote) => reportOf(REMOTES[remote], 'error'),
    subscribeOverrides(listener) {
      overrideListeners.add(listener);
      listener(honouredOverrides());
      return () => overrideListeners.delete(listener);
    },
  };
}
