import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CommanderError } from 'commander';
import { createAdminServices } from '../../admin/createAdminServices';
import { loadConfig, REPO_ROOT } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/openDatabase';
import { prepareDatabase } from '../../db/prepareDatabase';
import { createReleaseProgram } from './releaseProgram';
import { databaseTarget, httpTarget, releaseActor } from './releaseTargets';

// `pnpm remote ...` runs in server/; INIT_CWD is where it was typed, which --dir is relative to.
const cwd = process.env.INIT_CWD ?? process.cwd();
const config = loadConfig();
const by = releaseActor();
let database: DatabaseHandle | undefined;

/** The remote's dist/, built first when missing or older than its sources (as `pnpm start` does). */
async function defaultBuildDir(remote: string): Promise<string> {
  if (!config.remotes.some((candidate) => candidate.folder === remote)) {
    throw new Error(`unknown remote ${remote}`);
  }
  const frontendBuild = (await import(
    pathToFileURL(path.join(REPO_ROOT, 'scripts/lib/frontend-build.mjs')).href
  )) as { isStale(app: string): boolean };
  if (frontendBuild.isStale(remote)) {
    process.stderr.write(`Building ${remote}...\n`);
    // The build's output goes to stderr: stdout is the version id a CI script reads.
    const built = spawnSync('pnpm', ['--filter', `./${remote}`, 'build'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', process.stderr, process.stderr],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (built.status !== 0) throw new Error(`the build of ${remote} failed`);
  }
  return path.join(REPO_ROOT, remote, 'dist');
}

const program = createReleaseProgram(
  {
    cwd,
    defaultBuildDir,
    target: async ({ server }) => {
      const serverUrl = server ?? process.env.REMOTE_SERVER_URL;
      if (serverUrl) {
        const token = config.remoteReleases.deployToken;
        if (!token)
          throw new Error("--server needs REMOTE_DEPLOY_TOKEN, the server's deploy token");
        return httpTarget(serverUrl, token, by);
      }
      database = await openDatabase(config.database);
      await prepareDatabase(database.db);
      return databaseTarget(createAdminServices(database.db, config).remoteRegistry, by);
    },
  },
  {
    write: (text) => process.stdout.write(text),
    writeError: (text) => process.stderr.write(text),
  },
);
try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) process.exitCode = error.exitCode;
  else {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
} finally {
  await database?.close();
}
