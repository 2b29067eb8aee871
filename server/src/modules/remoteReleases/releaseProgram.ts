import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import type { AdminOutput } from '../../admin/adminProgram';
import { formatTable } from '../../admin/formatTable';
import { readBuildFolder } from './remoteArtifacts';
import type { ReleaseTarget } from './releaseTargets';

/** `10%` or `10`: a canary's share of members in whole percent. */
export function parseShareArgument(value: string): number {
  const match = /^\s*(\d{1,3})\s*%?\s*$/.exec(value);
  const share = Number(match?.[1]);
  if (!match || share < 0 || share > 100) {
    throw new InvalidArgumentError('a share from 0% to 100%, e.g. 10%');
  }
  return share;
}

export interface ReleaseProgramOptions {
  /** The target the command's flags choose (`--server` or the configured database). */
  target: (flags: { server?: string }) => Promise<ReleaseTarget>;
  /** The build folder of a remote when --dir is not given, built first when missing or stale. */
  defaultBuildDir: (remote: string) => Promise<string>;
  /** Where relative --dir paths start: the folder the command was typed in. */
  cwd: string;
}

/**
 * The release command line (`pnpm remote <command>`): publish a build through the compatibility
 * gate, move a remote's canary and stable, list releases with their history. Usage errors and
 * --help throw a CommanderError (with its exit code) instead of exiting.
 */
export function createReleaseProgram(options: ReleaseProgramOptions, output: AdminOutput): Command {
  const write = (text: string) => output.write(text);
  const program = new Command('remote')
    .description(
      "Release a remote: versions, canary, promote, rollback (README: 'Releasing a remote')",
    )
    .exitOverride()
    .configureOutput({ writeOut: write, writeErr: (text) => output.writeError(text) })
    .option('--server <url>', 'a running server (with REMOTE_DEPLOY_TOKEN); else the database');
  const target = () => options.target(program.opts<{ server?: string }>());

  program
    .command('publish')
    .description('gate, upload and register a build; prints the version id')
    .argument('<remote>', 'the folder name, e.g. mf-chat')
    .option('--dir <folder>', "the build folder (default: the remote's dist/, built when stale)")
    .option(
      '--canary <share>',
      'make it the canary for this share of members, e.g. 10%',
      parseShareArgument,
    )
    .action(async (remote: string, flags: { dir?: string; canary?: number }) => {
      const dir = flags.dir
        ? path.resolve(options.cwd, flags.dir)
        : await options.defaultBuildDir(remote);
      const files = await readBuildFolder(dir);
      write(`${await (await target()).publish(remote, files, flags.canary)}\n`);
    });

  program
    .command('canary')
    .description(
      'serve a registered version to a share of members, e.g. canary mf-chat 3-5f0c1a9e 10%',
    )
    .argument('<remote>')
    .argument('<version>')
    .argument('<share>', 'e.g. 10%', parseShareArgument)
    .action(async (remote: string, version: string, share: number) => {
      await (await target()).canary(remote, version, share);
      write(`${remote}: ${version} is the canary for ${share}% of members\n`);
    });

  program
    .command('promote')
    .description('make the canary (or the named version) stable for every member')
    .argument('<remote>')
    .argument('[version]')
    .action(async (remote: string, version: string | undefined) => {
      const releases = await target();
      await releases.promote(remote, version);
      const row = (await releases.list()).find((candidate) => candidate.remote === remote);
      write(`${remote}: ${row?.stable ?? version} is stable\n`);
    });

  program
    .command('rollback')
    .description('back to the previous stable (or the named version); ends the canary')
    .argument('<remote>')
    .argument('[version]')
    .action(async (remote: string, version: string | undefined) => {
      const releases = await target();
      await releases.rollback(remote, version);
      const row = (await releases.list()).find((candidate) => candidate.remote === remote);
      write(`${remote}: ${row?.stable ?? 'builtin (its own copy)'} is stable\n`);
    });

  program
    .command('list')
    .description("each remote's stable and canary, then its history")
    .action(async () => {
      const remotes = await (await target()).list();
      write(
        formatTable(
          remotes.map((row) => ({
            remote: row.remote,
            stable: row.stable ?? 'builtin',
            canary: row.canary ? `${row.canary} (${row.canaryShare}%)` : '-',
            versions: row.versions.length,
          })),
        ),
      );
      const history = remotes.flatMap((row) =>
        row.history.map((entry) => ({
          at: entry.at,
          remote: row.remote,
          action: entry.action,
          version: entry.version ?? 'builtin',
          by: entry.by,
          reason: entry.reason || '-',
        })),
      );
      if (history.length > 0) write(`\nhistory:\n${formatTable(history)}`);
    });
  return program;
}
