import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REMOTE_WIDGETS } from '@dating/web/remote-widgets';
import { REMOTES, type RemoteKey } from '@dating/contract/routes';

/**
 * The shared singletons whose version must fit the shell's (a subset of SINGLETONS in
 * shared/build/federation.cjs): two Reacts, two stores or two event buses on one page break the
 * remote, whatever it does. @dating/web carries the bus.
 */
export const GATED_SINGLETONS = [
  'react',
  'react-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@dating/web',
] as const;

/** What a remote's build says of itself: remote-build.json, written by the federation preset. */
export interface RemoteBuildInfo {
  /** The federation container's name (mf_chat). */
  name: string;
  contractVersion: string;
  /** The version of each shared singleton it was built with. */
  shared: Record<string, string>;
  exposes: string[];
}

/** The file of a build the gate reads, beside its remoteEntry.js. */
export const REMOTE_BUILD_FILE = 'remote-build.json';

/** The shell's range of each gated singleton, and the version it provides. */
export type ShellSingletons = Record<string, { range: string; provided: string }>;

type Version = [number, number, number];

function parseVersion(text: string): Version | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * Whether a version lies in a range of the forms the workspace's package.json files use: `^x.y.z`,
 * `~x.y.z`, `x.y.z`, `>=x.y.z` or `*`. Any other form never fits (refused, not guessed).
 */
export function satisfies(versionText: string, range: string): boolean {
  const version = parseVersion(versionText);
  if (!version) return false;
  const text = range.trim();
  if (text === '*') return true;
  const match = /^(\^|~|>=|=)?\s*(.+)$/.exec(text);
  const base = match && parseVersion(match[2] ?? '');
  if (!match || !base) return false;
  const [major, minor] = base;
  switch (match[1] ?? '=') {
    case '^': {
      if (compare(version, base) < 0) return false;
      if (major > 0) return version[0] === major;
      if (minor > 0) return version[0] === 0 && version[1] === minor;
      return compare(version, base) === 0;
    }
    case '~':
      return compare(version, base) >= 0 && version[0] === major && version[1] === minor;
    case '>=':
      return compare(version, base) >= 0;
    case '=':
      return compare(version, base) === 0;
    default:
      return false;
  }
}

/**
 * The shell's singletons as this repository holds them: each one's range in shell/package.json
 * (`workspace:*` stands for the caret range of the workspace package's version) and the version
 * installed for the shell, which is the one it provides.
 */
export function readShellSingletons(repoRoot: string): ShellSingletons {
  const shellPackage = path.join(repoRoot, 'shell', 'package.json');
  const { dependencies = {} } = JSON.parse(readFileSync(shellPackage, 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const resolveFromShell = createRequire(shellPackage);
  const singletons: ShellSingletons = {};
  for (const name of GATED_SINGLETONS) {
    const declared = dependencies[name];
    if (!declared) continue;
    const { version } = JSON.parse(
      readFileSync(resolveFromShell.resolve(`${name}/package.json`), 'utf8'),
    ) as { version: string };
    singletons[name] = {
      range: declared.startsWith('workspace:') ? `^${version}` : declared,
      provided: version,
    };
  }
  return singletons;
}

/** The modules the shell loads from a remote: its App, and the widgets REMOTE_WIDGETS lists. */
export function exposesTheShellLoads(folder: string): string[] {
  const key = (Object.keys(REMOTES) as RemoteKey[]).find((name) => `mf-${name}` === folder);
  const widgets = Object.values(REMOTE_WIDGETS)
    .filter((widget) => widget.remote === key)
    .map((widget) => widget.expose);
  return ['./App', ...widgets];
}

/**
 * Why a build cannot go live in this shell, one reason a line; empty when it fits: a gated
 * singleton outside the shell's range (or needing more than the shell provides), a module the
 * shell loads missing, another contract version than the served one, another container name.
 */
export function compatibilityProblems(
  folder: string,
  build: RemoteBuildInfo,
  shell: ShellSingletons,
  servedContract: string,
): string[] {
  const problems: string[] = [];
  const expectedName = folder.replace(/-/g, '_');
  if (build.name !== expectedName) {
    problems.push(`the build is the container ${build.name}, not ${expectedName}`);
  }
  for (const [name, { range, provided }] of Object.entries(shell)) {
    const built = build.shared[name];
    if (built === undefined) continue; // a remote that does not use it neither needs nor brings it
    if (!satisfies(built, range)) {
      problems.push(`${name} ${built} is outside the shell's range ${range}`);
    } else if (!satisfies(provided, `^${built}`)) {
      problems.push(`${name} ${built} needs ^${built}; the shell provides ${provided}`);
    }
  }
  for (const expose of exposesTheShellLoads(folder)) {
    if (!build.exposes.includes(expose)) {
      problems.push(`it does not expose ${expose}, which the shell loads`);
    }
  }
  if (build.contractVersion !== servedContract) {
    problems.push(
      `it was built against contract ${build.contractVersion}; this server serves contract ${servedContract}`,
    );
  }
  return problems;
}
