import type { RemoteEntry } from '@dating/contract/schemas';
import type { RemoteConfig } from '../../config';

/**
 * Where the shell loads each remote from: this server's copy of its build, unless
 * REMOTE_<NAME>_URL says the team deployed it elsewhere.
 */
export function remoteEntries(remotes: readonly RemoteConfig[]): RemoteEntry[] {
  return remotes.map((remote) => ({
    name: remote.name,
    entry: remote.entryOverride ?? `${remote.servedAt}remoteEntry.js`,
  }));
}
