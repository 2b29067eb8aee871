import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './RemoteLoadError';

export interface RemoteRetryOptions {
  /** Further attempts after the first failure. */
  retries?: number;
  /** The wait before attempt n is n times this. */
  delayMs?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Registered once on the shell's federation instance: a remote that fails to load (a dropped
 * connection, a server restarting during a deploy) is tried again before the error panel shows.
 * The runtime keeps no failed manifest or entry script, so each attempt really goes to the network.
 */
export function remoteRetryPlugin({
  retries = 2,
  delayMs = 600,
}: RemoteRetryOptions = {}): ModuleFederationRuntimePlugin {
  const retrying = new Set<string>();
  return {
    name: 'dating-remote-retry',
    async errorLoadRemote({ id, error, lifecycle, origin }) {
      // Earlier lifecycles must get "no fallback", or the runtime keeps the failed manifest; the
      // same failure reaches us again at 'onLoad'. A failure inside our own attempt is left to it.
      if (lifecycle !== 'onLoad' || retrying.has(id)) return undefined;
      retrying.add(id);
      try {
        for (let attempt = 1; attempt <= retries; attempt += 1) {
          await wait(delayMs * attempt);
          try {
            const module: unknown = await origin.loadRemote(id);
            if (module) return module;
          } catch {
            // the next attempt, or the error below once there is none left
          }
        }
      } finally {
        retrying.delete(id);
      }
      throw new RemoteLoadError(id, { cause: error });
    },
  };
}
