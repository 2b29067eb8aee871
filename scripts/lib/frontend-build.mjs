import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The front-end apps, each with its own independently deployable dist folder. */
export const FRONTEND_APPS = [
  'shell',
  'mf-discovery',
  'mf-chat',
  'mf-profile',
  'mf-payments',
  'mf-moderation',
];

const SOURCE_PARTS = ['src', 'public', 'scripts', 'webpack.config.cjs', 'package.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** An app needs a build when its dist is missing or older than its sources or the shared packages (shared/*). */
export function isStale(app) {
  const marker = path.join(root, app, 'dist', 'mf-manifest.json');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  const sources = [
    ...SOURCE_PARTS.map((part) => path.join(root, app, part)),
    // Every shared package's own files, not its installed dependencies.
    ...readdirSync(path.join(root, 'shared')).flatMap((pkg) =>
      readdirSync(path.join(root, 'shared', pkg))
        .filter((entry) => entry !== 'node_modules')
        .map((entry) => path.join(root, 'shared', pkg, entry)),
    ),
  ];
  return sources.some((source) => newestMtime(source) > built);
}

/** Builds, one at a time (two cores), every app whose build is missing or stale. */
export function buildStaleApps({ force = false } = {}) {
  for (const app of FRONTEND_APPS) {
    if (!force && !isStale(app)) continue;
    console.log(`Building ${app}...`);
    const result = spawnSync('pnpm', ['--filter', `./${app}`, 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`The build of ${app} failed`);
  }
}
