import {
  REMOTE_BUILD_CONTENT_TYPE,
  type PublishRemoteResponse,
  type RemoteReleasesResponse,
  type RemoteReleasesRow,
} from '@dating/contract/schemas';
import { zipBuild, type BuildFiles } from './remoteArtifacts';
import type { RemoteRegistry } from './remoteRegistry';

/** Where `pnpm remote` releases: a running server over HTTP, or the configured database. */
export interface ReleaseTarget {
  publish(remote: string, files: BuildFiles, canaryShare?: number): Promise<string>;
  canary(remote: string, version: string, share: number): Promise<void>;
  promote(remote: string, version?: string): Promise<void>;
  rollback(remote: string, version?: string): Promise<void>;
  list(): Promise<RemoteReleasesRow[]>;
}

/** Who the history names for a release from this command line. */
export function releaseActor(env: NodeJS.ProcessEnv = process.env): string {
  return env.REMOTE_RELEASED_BY || env.GITHUB_ACTOR || env.USER || 'command line';
}

/** The registry itself, on the database the server uses (DATABASE_URL or DATA_DIR). */
export function databaseTarget(registry: RemoteRegistry, by: string): ReleaseTarget {
  return {
    publish: async (remote, files, canaryShare) =>
      (await registry.publish({ remote, files, canaryShare, by })).version,
    canary: (remote, version, share) => registry.canary(remote, version, share, by),
    promote: (remote, version) => registry.promote(remote, version, by),
    rollback: (remote, version) => registry.rollback(remote, version, by),
    list: () => registry.list(),
  };
}

/** A running server's release calls, with the deploy token (a team's CI, end-to-end tests). */
export function httpTarget(
  serverUrl: string,
  deployToken: string,
  by: string,
  fetchImpl: typeof fetch = fetch,
): ReleaseTarget {
  const base = serverUrl.replace(/\/+$/, '');
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetchImpl(`${base}/api/admin/remotes${path}`, {
      ...init,
      headers: { authorization: `Bearer ${deployToken}`, ...init.headers },
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      const message =
        typeof body === 'object' && body !== null && 'message' in body
          ? String(body.message)
          : text.slice(0, 200);
      throw new Error(`${response.status}: ${message}`);
    }
    return body as T;
  };
  const post = (path: string, fields: object) =>
    call<RemoteReleasesResponse>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...fields, by }),
    });
  return {
    publish: async (remote, files, canaryShare) => {
      const query = new URLSearchParams({ remote, by });
      if (canaryShare !== undefined) query.set('canary', String(canaryShare));
      const answer = await call<PublishRemoteResponse>(`/publish?${query.toString()}`, {
        method: 'POST',
        headers: { 'content-type': REMOTE_BUILD_CONTENT_TYPE },
        body: zipBuild(files),
      });
      return answer.version;
    },
    canary: async (remote, version, share) => {
      await post('/canary', { remote, version, share });
    },
    promote: async (remote, version) => {
      await post('/promote', { remote, version });
    },
    rollback: async (remote, version) => {
      await post('/rollback', { remote, version });
    },
    list: async () => (await call<RemoteReleasesResponse>('')).remotes,
  };
}
