import type {
  ModuleFederation,
  ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './RemoteLoadError';

export interface RemoteRetryOptions {
  /** Further attempts after the first failure. */
  retries?: number;
  /** The wait before attempt n is n times this. */
  delayMs?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The remote a module id belongs to: 'mf_chat' of 'mf_chat/App'. */
const remoteOf = (id: string) => id.split('/')[0] ?? id;

/**
 * Registered once on the shell's federation instance: a remote that fails to load (a dropped
 * connection, a server restarting during a deploy) is tried again before the error panel shows.
 * - Every load of a remote that fails while its retries are under way (the shell's early load and
 *   the page's, a Retry pressed meanwhile) waits for those retries and gets what they get.
 * - The runtime keeps no failed entry script, but the browser may: a script whose
 *   preload (the server's `Link` header) failed is answered from that failure. So a retry asks for
 *   the remote's scripts by addresses of their own.
 */
export function remoteRetryPlugin({
  retries = 2,
  delayMs = 600,
}: RemoteRetryOptions = {}): ModuleFederationRuntimePlugin {
  /** By module id: the retries under way. */
  const retrying = new Map<string, Promise<unknown>>();
  /** Remotes one of whose attempts is loading now: a failure reported meanwhile is that attempt's. */
  const attempting = new Set<string>();
  let retryScripts = 0;

  async function retry(id: string, error: unknown, origin: ModuleFederation): Promise<unknown> {
    for (let attempt = 1; attempt <= retries; attempt += 1) {
      await wait(delayMs * attempt);
      attempting.add(remoteOf(id));
      try {
        const module: unknown = await origin.loadRemote(id);
        if (module) return module;
      } catch {
        // the next attempt, or the error below once there is none left
      } finally {
        attempting.delete(remoteOf(id));
      }
    }
    throw new RemoteLoadError(id, { cause: error });
  }

  return {
    name: 'dating-remote-retry',
    createScript({ url, remoteInfo }) {
      if (!remoteInfo || !attempting.has(remoteInfo.name)) return undefined;
      retryScripts += 1;
      const script = document.createElement('script');
      script.src = `${url}${url.includes('?') ? '&' : '?'}retry=${retryScripts}`;
      return script;
    },
    async errorLoadRemote({ id, error, lifecycle, origin }) {
      // Only 'onLoad' fails a load of the remote's module: what an earlier lifecycle gets back
      // stands for that step's own result. A failure inside our own attempt is left to it.
      if (lifecycle !== 'onLoad' || attempting.has(remoteOf(id))) return undefined;
      let running = retrying.get(id);
      if (!running) {
        running = retry(id, error, origin).finally(() => retrying.delete(id));
        retrying.set(id, running);
      }
      return running;
    },
  };
}
