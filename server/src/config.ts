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

/** Braintree's keys (BRAINTREE_*); without them payments go through the local sandbox. */
export interface BraintreeConfig {
  environment: 'sandbox' | 'production';
  merchantId: string;
  publicKey: string;
  privateKey: string;
  /** The merchant account to charge, which fixes the currency; the default one when unset. */
  merchantAccountId: string | undefined;
}

/** Outgoing mail: SMTP when SMTP_URL is set, otherwise the in-memory outbox. */
export interface MailConfig {
  /** e.g. smtps://user:pass@smtp.example.com:465 */
  smtpUrl: string | undefined;
  /** The From header, MAIL_FROM. */
  from: string;
  /** Whether GET /api/dev/mail reads the outbox: outside production, or DEV_OUTBOX=true (e2e). */
  outboxReadable: boolean;
}

/** The Facebook app that social sign-in tokens must belong to (FACEBOOK_APP_ID, _SECRET). */
export interface FacebookConfig {
  appId: string;
  appSecret: string;
}

/** Web Push's VAPID identity (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT). */
export interface PushConfig {
  /** Both keys set; otherwise a pair is generated once and kept in keysFile. */
  keys: { publicKey: string; privateKey: string } | null;
  /** DATA_DIR/vapid-keys.json. */
  keysFile: string;
  /** A mailto: or https: address push services can reach the sender at. */
  subject: string;
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
  braintree: BraintreeConfig | null;
  /** Photos on local disk: DATA_DIR/uploads, served at /uploads/. */
  uploadsDir: string;
  mail: MailConfig;
  facebook: FacebookConfig | null;
  /** TRUST_PROXY=true behind a reverse proxy: per-address limits then see the client's address. */
  trustProxy: boolean;
  push: PushConfig;
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

function dataDirOf(env: NodeJS.ProcessEnv, repoRoot: string): string {
  return path.resolve(repoRoot, env.DATA_DIR || 'data');
}

function databaseConfig(env: NodeJS.ProcessEnv, repoRoot: string): DatabaseConfig {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: path.join(dataDirOf(env, repoRoot), 'pglite') };
}

function mailConfig(env: NodeJS.ProcessEnv, production: boolean): MailConfig {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM || 'Dating <no-reply@localhost>',
    outboxReadable: !production || env.DEV_OUTBOX === 'true',
  };
}

function facebookConfig(env: NodeJS.ProcessEnv): FacebookConfig | null {
  const appId = env.FACEBOOK_APP_ID;
  const appSecret = env.FACEBOOK_APP_SECRET;
  if (!appId || !appSecret) return null;
  return { appId, appSecret };
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

function pushConfig(env: NodeJS.ProcessEnv, repoRoot: string): PushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY;
  const privateKey = env.VAPID_PRIVATE_KEY;
  return {
    keys: publicKey && privateKey ? { publicKey, privateKey } : null,
    keysFile: path.join(dataDirOf(env, repoRoot), 'vapid-keys.json'),
    subject: env.VAPID_SUBJECT || 'mailto:no-reply@localhost',
  };
}

function braintreeConfig(env: NodeJS.ProcessEnv): BraintreeConfig | null {
  const merchantId = env.BRAINTREE_MERCHANT_ID;
  const publicKey = env.BRAINTREE_PUBLIC_KEY;
  const privateKey = env.BRAINTREE_PRIVATE_KEY;
  if (!merchantId || !publicKey || !privateKey) return null;
  return {
    environment: env.BRAINTREE_ENVIRONMENT === 'production' ? 'production' : 'sandbox',
    merchantId,
    publicKey,
    privateKey,
    merchantAccountId: env.BRAINTREE_MERCHANT_ACCOUNT_ID || undefined,
  };
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
    braintree: braintreeConfig(env),
    uploadsDir: path.join(dataDirOf(env, repoRoot), 'uploads'),
    mail: mailConfig(env, production),
    facebook: facebookConfig(env),
    trustProxy: env.TRUST_PROXY === 'true',
    push: pushConfig(env, repoRoot),
  };
}
