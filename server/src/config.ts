import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '@dating/shared/routes';

/** The workspace root, found from this file so the server and the admin CLI agree from any cwd. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type RemoteName = (typeof REMOTES)[keyof typeof REMOTES];

export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  /** dataDir null keeps the database in memory (tests). */
  | { kind: 'pglite'; dataDir: string | null };

export interface RemoteConfig {
  /** The federation container name, e.g. mf_chat. */
  name: RemoteName;
  /** The folder of the workspace and of its URL, e.g. mf-chat (/remotes/mf-chat/). */
  folder: string;
  distDir: string;
  /** REMOTE_<NAME>_URL: the remote's manifest deployed elsewhere. */
  entryOverride: string | undefined;
}

export interface AppConfig {
  port: number;
  host: string;
  production: boolean;
  logLevel: string;
  database: DatabaseConfig;
  redisUrl: string | undefined;
  /** Whether this process serves the built shell (/web/) and remotes (/remotes/<folder>/). */
  serveWeb: boolean;
  shellDistDir: string;
  remotes: RemoteConfig[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DEFAULT_PORT = 8080;

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number, not "${value}"`);
  }
  return port;
}

function databaseConfig(env: NodeJS.ProcessEnv, repoRoot: string): DatabaseConfig {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  const dataDir = path.resolve(repoRoot, env.DATA_DIR || 'data');
  return { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
}

/** The remote's folder name: the container name with a hyphen (mf_chat -> mf-chat). */
function remoteFolder(name: RemoteName): string {
  return name.replace('_', '-');
}

function remotesConfig(env: NodeJS.ProcessEnv, repoRoot: string): RemoteConfig[] {
  return Object.values(REMOTES).map((name) => {
    const folder = remoteFolder(name);
    return {
      name,
      folder,
      distDir: path.join(repoRoot, folder, 'dist'),
      entryOverride: env[`REMOTE_${name.toUpperCase()}_URL`] || undefined,
    };
  });
}

/**
 * Reads the environment once. Relative paths (DATA_DIR) resolve against the repository root,
 * so `pnpm admin` and the server open the same database whichever folder they start in.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  repoRoot: string = REPO_ROOT,
): AppConfig {
  const production = env.NODE_ENV === 'production';
  const shellDistDir = path.join(repoRoot, 'shell', 'dist');
  // SERVE_WEB=0 leaves the front end to another host (a CDN); =1 forces it on in development.
  const serveWeb =
    env.SERVE_WEB === '0' ? false : env.SERVE_WEB === '1' || production || existsSync(shellDistDir);
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    production,
    logLevel: env.LOG_LEVEL || 'info',
    database: databaseConfig(env, repoRoot),
    redisUrl: env.REDIS_URL || undefined,
    serveWeb,
    shellDistDir,
    remotes: remotesConfig(env, repoRoot),
  };
}
