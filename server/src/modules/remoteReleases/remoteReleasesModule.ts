import { contractVersion } from '@dating/contract/schemas';
import { defineModule } from '../../composition/defineModule';
import { REPO_ROOT } from '../../config';
import type { Unlisten } from '../../db/openDatabase';
import { readShellSingletons, type ShellSingletons } from './compatibilityGate';
import { QaMembers } from './qaMembers';
import { RemoteRegistry } from './remoteRegistry';
import { RemoteRegistryRepository } from './remoteRegistryRepository';
import { listenForRemoteChanges } from './remoteReleaseNotices';
import { remoteReleasesRoutes } from './remoteReleasesRoutes';

declare module '../../composition/services' {
  interface Services {
    remoteRegistry: RemoteRegistry;
    qaMembers: QaMembers;
  }
}

/** The shell's singletons, read from the repository at the first publish, then kept. */
function shellSingletonsOnce(): () => ShellSingletons {
  let read: ShellSingletons | undefined;
  return () => (read ??= readShellSingletons(REPO_ROOT));
}

/**
 * The remote registry: versions, stable and canary per remote, the compatibility gate, the
 * automatic rollback, the QA role, and where each member loads each remote from.
 */
export const remoteReleasesModule = defineModule({
  name: 'remoteReleases',
  provides: ['remoteRegistry', 'qaMembers'],
  build: (_needs, { db, storage, config, now }) => ({
    remoteRegistry: new RemoteRegistry({
      repository: new RemoteRegistryRepository(db),
      db,
      storage,
      remotes: config.remotes,
      config: config.remoteReleases,
      shellSingletons: shellSingletonsOnce(),
      servedContract: contractVersion(),
      now,
    }),
    qaMembers: new QaMembers(db, now),
  }),
  routes: async (app) => {
    let unlisten: Unlisten | undefined;
    // Any process's change (another server, the CLI) reaches every process at once.
    app.addHook('onReady', async () => {
      unlisten = await listenForRemoteChanges(app.listenDatabase, app.db, () =>
        app.services.remoteRegistry.forget(),
      );
    });
    app.addHook('onClose', async () => {
      await unlisten?.();
    });
    await app.register(remoteReleasesRoutes, { prefix: '/api' });
  },
});
