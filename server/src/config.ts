import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '@dating/contract/routes';
import ipaddr from 'ipaddr.js';

/** The workspace root, found from this file so the server and the admin CLI agree from any cwd. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type RemoteName = (typeof REMOTES)[keyof typeof REMOTES];

export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  /**
   * dataDir null keeps the database in memory (tests), started from `image` when given: a data
   * dir PGlite dumped (dumpDataDir), which skips its initdb.
   */
  | { kind: 'pglite'; dataDir: string | null; image?: Blob };

export interface RemoteConfig {
  /** The federation container name, e.g. mf_chat. */
  name: RemoteName;
  /** The folder of the workspace and of its URL, e.g. mf-chat (/remotes/mf-chat/). */
  folder: string;
  distDir: string;
  /** Where this server serves the build: /remotes/<folder>/. */
  servedAt: string;
  /** REMOTE_<NAME>_URL: the remote's remoteEntry.js deployed elsewhere. */
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
  /**
   * Where members reach the product (PUBLIC_URL, no trailing slash): the links of digest mails
   * (the chat, unsubscribing) start with it.
   */
  publicUrl: string;
  /** DATA_DIR/mail-links.key: what the unsubscribe links of digests are signed with. */
  linksSecretFile: string;
  /**
   * Whether GET /api/dev/mail reads the outbox (to clients on this machine only): outside
   * production, or DEV_OUTBOX=true (`pnpm start`, e2e).
   */
  outboxReadable: boolean;
}

/**
 * Whose X-Forwarded-For entries are believed (TRUST_PROXY): nobody's (null), the nearest `hops`
 * peers', or those of peers at these addresses and ranges. The client is the first address not
 * trusted, counted from the right, so what a client writes on the left is never its address.
 */
export type ProxyTrust = { hops: number } | { addresses: string[] } | null;

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

/** Photos in an S3-compatible bucket (S3_*), instead of DATA_DIR/uploads, when S3_BUCKET is set. */
export interface S3Config {
  bucket: string;
  region: string;
  /** S3_ENDPOINT: another S3-compatible service (MinIO, R2, ...); undefined is AWS itself. */
  endpoint: string | undefined;
  /** Addresses the bucket as endpoint/bucket rather than bucket.endpoint (MinIO needs it). */
  forcePathStyle: boolean;
  /** undefined: the SDK's default chain (AWS_* variables, shared files, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where browsers load a photo from: this followed by its key; ends with a slash. */
  publicUrl: string;
}

/** A STUN or TURN server the browsers are given for calls (an RTCIceServer). */
export interface ConfiguredIceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/**
 * Calls' ICE servers (ICE_SERVERS, TURN_SECRET, TURN_TTL_SECONDS). With `turnSecret`, TURN
 * servers given without credentials get time-limited ones the server mints per member (coturn's
 * REST API scheme, `use-auth-secret`).
 */
export interface CallsConfig {
  iceServers: ConfiguredIceServer[];
  turnSecret: string | null;
  turnTtlSeconds: number;
}

export interface AppConfig {
  port: number;
  host: string;
  production: boolean;
  logLevel: string;
  /** LOG_FORMAT: JSON, or pretty lines; by default pretty on a terminal only (logFormatOf). */
  logFormat: LogFormat;
  database: DatabaseConfig;
  redisUrl: string | undefined;
  /**
   * REDIS_KEY_PREFIX: what every Redis key and channel of this deployment starts with (socket.io's
   * stream, the rate limits), so deployments sharing one Redis keep apart. Defaults to the
   * database's name: the PostgreSQL database, or PGlite's data dir.
   */
  redisKeyPrefix: string;
  /** Whether this process serves the built shell (/web/) and remotes (/remotes/<folder>/). */
  serveWeb: boolean;
  shellDistDir: string;
  remotes: RemoteConfig[];
  braintree: BraintreeConfig | null;
  /** Photos on local disk, DATA_DIR/uploads served at /uploads/, unless s3 is set. */
  uploadsDir: string;
  s3: S3Config | null;
  mail: MailConfig;
  facebook: FacebookConfig | null;
  /**
   * DATA_DIR/social-stand-in.key: what the local social sign-in stand-in signs its test
   * identities' tokens with, made at the first start it is used.
   */
  standInSecretFile: string;
  trustProxy: ProxyTrust;
  push: PushConfig;
  calls: CallsConfig;
  remoteReleases: RemoteReleasesConfig;
  /**
   * Whether the explicit-image detector and the face models run (VISION=off switches them off:
   * every picture is then 'unknown' and every selfie waits for a moderator).
   */
  vision: boolean;
  /**
   * CLOCK_OFFSET_FILE: a file holding milliseconds the server's clock runs ahead of the real one,
   * read at every look at the clock, so an end-to-end journey can move time (a snooze's end) on
   * a server it started. Null (unset) in any real start: the clock is the machine's.
   */
  clockOffsetFile: string | null;
}

/** The remote registry's releases over HTTP and its automatic rollback (modules/remoteReleases). */
export interface RemoteReleasesConfig {
  /** REMOTE_DEPLOY_TOKEN: what a team's CI sends to release over HTTP; null switches that off. */
  deployToken: string | null;
  /** REMOTE_CANARY_WINDOW_MINUTES: how far back the load reports a canary is judged on go. */
  canaryWindowMinutes: number;
  /** REMOTE_CANARY_MARGIN: how much the canary's failure rate may exceed the stable's. */
  canaryMargin: number;
  /** REMOTE_CANARY_MIN_REPORTS: the canary's reports needed before it is judged at all. */
  canaryMinReports: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * How log lines are written (src/logOutput.ts): pino's JSON, one object a line, which log
 * collectors, CI and the tests read; or pino-pretty's lines for a person at a terminal.
 */
export type LogFormat = 'json' | 'pretty';

/**
 * LOG_FORMAT, else pretty when stdout is a terminal and JSON anywhere else (a pipe, a file, a
 * container's log driver), so a deployment never gets lines its collector cannot parse.
 */
export function logFormatOf(
  env: NodeJS.ProcessEnv,
  stdoutIsTty: boolean = process.stdout.isTTY === true,
): LogFormat {
  const value = env.LOG_FORMAT?.trim();
  if (!value) return stdoutIsTty ? 'pretty' : 'json';
  if (value === 'json' || value === 'pretty') return value;
  throw new ConfigError(`LOG_FORMAT must be json or pretty, not "${value}"`);
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

const TRUST_PROXY_FORMS =
  'write the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.2,10.0.1.0/24)';

/** An IPv4 (dotted decimal only) or IPv6 address, with an optional /prefix. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const bits = ipaddr.IPv4.isValidFourPartDecimal(address)
    ? 32
    : ipaddr.IPv6.isValid(address)
      ? 128
      : null;
  if (bits === null || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
}

function proxyTrust(value: string | undefined): ProxyTrust {
  const text = (value ?? '').trim();
  if (text === '') return null;
  if (text === 'true') {
    throw new ConfigError(
      `TRUST_PROXY=true would believe any client's X-Forwarded-For; ${TRUST_PROXY_FORMS}`,
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && Number.isSafeInteger(hops)) return { hops };
    throw new ConfigError(
      `TRUST_PROXY=${text}: leave it unset when no proxy is in front of the server, or ${TRUST_PROXY_FORMS}`,
    );
  }
  const addresses = text.split(',').map((part) => part.trim());
  const wrong = addresses.filter((address) => !isAddressOrRange(address));
  if (wrong.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY: "${wrong.join('", "')}" is neither a number of proxies nor an address or range; ${TRUST_PROXY_FORMS}`,
    );
  }
  return { addresses };
}

function dataDirOf(env: NodeJS.ProcessEnv, repoRoot: string): string {
  return path.resolve(repoRoot, env.DATA_DIR || 'data');
}

function databaseConfig(env: NodeJS.ProcessEnv, repoRoot: string): DatabaseConfig {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: path.join(dataDirOf(env, repoRoot), 'pglite') };
}

/** The database's name and a colon: `dating:` for postgres://.../dating, the data dir's path for PGlite. */
function defaultRedisKeyPrefix(database: DatabaseConfig): string {
  if (database.kind === 'pglite') return `${database.dataDir ?? 'memory'}:`;
  const name = decodeURIComponent(new URL(database.url).pathname.slice(1));
  return `${name || 'postgres'}:`;
}

function mailConfig(
  env: NodeJS.ProcessEnv,
  repoRoot: string,
  production: boolean,
  port: number,
): MailConfig {
  const publicUrl = env.PUBLIC_URL
    ? httpUrl('PUBLIC_URL', env.PUBLIC_URL).href.replace(/\/+$/, '')
    : `http://localhost:${port}`;
  return {
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM || 'Dating <no-reply@localhost>',
    publicUrl,
    linksSecretFile: path.join(dataDirOf(env, repoRoot), 'mail-links.key'),
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
    const variable = `REMOTE_${name.toUpperCase()}_URL`;
    const entryOverride = env[variable] || undefined;
    // The shell loads a remote by its entry script; a manifest address would fail in browsers.
    if (entryOverride && /mf-manifest\.json(?:[?#].*)?$/.test(entryOverride)) {
      throw new ConfigError(
        `${variable} must name the remote's remoteEntry.js, not its mf-manifest.json: "${entryOverride}"`,
      );
    }
    return {
      name,
      folder,
      distDir: path.join(repoRoot, folder, 'dist'),
      servedAt: `/remotes/${folder}/`,
      entryOverride,
    };
  });
}

/** A number variable within bounds, or its default when unset. */
function boundedNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  { min, max, whole }: { min: number; max: number; whole: boolean },
): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (
    !Number.isFinite(value) ||
    value < min ||
    value > max ||
    (whole && !Number.isInteger(value))
  ) {
    throw new ConfigError(
      `${name} must be a ${whole ? 'whole number' : 'number'} from ${min} to ${max}, not "${text}"`,
    );
  }
  return value;
}

function remoteReleasesConfig(env: NodeJS.ProcessEnv): RemoteReleasesConfig {
  return {
    deployToken: env.REMOTE_DEPLOY_TOKEN?.trim() || null,
    canaryWindowMinutes: boundedNumber(env, 'REMOTE_CANARY_WINDOW_MINUTES', 30, {
      min: 1,
      max: 7 * 24 * 60,
      whole: true,
    }),
    canaryMargin: boundedNumber(env, 'REMOTE_CANARY_MARGIN', 0.2, { min: 0, max: 1, whole: false }),
    canaryMinReports: boundedNumber(env, 'REMOTE_CANARY_MIN_REPORTS', 3, {
      min: 1,
      max: 100_000,
      whole: true,
    }),
  };
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

const ICE_URL = /^(stun|stuns|turn|turns):[^\s,]+$/;

/**
 * ICE_SERVERS: a JSON array of RTCIceServer objects (`urls` a string or a list), or a comma
 * list of stun:/turn: addresses. Unset: none (host candidates, enough on one machine or network).
 */
function iceServersOf(text: string | undefined): ConfiguredIceServer[] {
  const value = text?.trim();
  if (!value) return [];
  const checked = (urls: unknown): string[] => {
    const list = typeof urls === 'string' ? [urls] : urls;
    if (
      !Array.isArray(list) ||
      list.length === 0 ||
      !list.every((url) => typeof url === 'string' && ICE_URL.test(url))
    ) {
      throw new ConfigError(
        `ICE_SERVERS: each server needs stun:, stuns:, turn: or turns: addresses, not ${JSON.stringify(urls)}`,
      );
    }
    return list as string[];
  };
  if (!value.startsWith('[')) {
    return value.split(',').map((url) => ({ urls: checked(url.trim()) }));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new ConfigError('ICE_SERVERS is neither a JSON array nor a comma list of addresses');
  }
  if (!Array.isArray(parsed)) throw new ConfigError('ICE_SERVERS must be a JSON array');
  return parsed.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) {
      throw new ConfigError('ICE_SERVERS: each entry must be an object with urls');
    }
    const { urls, username, credential } = entry as Record<string, unknown>;
    if (
      (username !== undefined && typeof username !== 'string') ||
      (credential !== undefined && typeof credential !== 'string')
    ) {
      throw new ConfigError('ICE_SERVERS: username and credential must be strings');
    }
    return {
      urls: checked(urls),
      ...(username !== undefined && { username }),
      ...(credential !== undefined && { credential }),
    };
  });
}

function callsConfig(env: NodeJS.ProcessEnv): CallsConfig {
  return {
    iceServers: iceServersOf(env.ICE_SERVERS),
    turnSecret: env.TURN_SECRET?.trim() || null,
    turnTtlSeconds: boundedNumber(env, 'TURN_TTL_SECONDS', 86_400, {
      min: 60,
      max: 7 * 86_400,
      whole: true,
    }),
  };
}

/** An absolute http(s) address from a variable, or a ConfigError naming it. */
function httpUrl(name: string, value: string): URL {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ConfigError(`${name} must be an absolute http(s) address, not "${value}"`);
  }
  return url;
}

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URL',
] as const;

/**
 * The address the SDK reaches the bucket at, which is public when the bucket allows reads:
 * endpoint/bucket/ in path style, otherwise bucket.endpoint/ (AWS's virtual-hosted style).
 */
function bucketUrl(endpoint: URL, bucket: string, forcePathStyle: boolean): string {
  const base = new URL(endpoint);
  if (!forcePathStyle) base.hostname = `${bucket}.${base.hostname}`;
  const folder = base.pathname.replace(/\/+$/, '');
  return `${base.origin}${folder}/${forcePathStyle ? `${bucket}/` : ''}`;
}

function s3Config(env: NodeJS.ProcessEnv): S3Config | null {
  const bucket = env.S3_BUCKET;
  if (!bucket) {
    const stray = S3_SETTINGS.filter((name) => env[name]);
    if (stray.length > 0) {
      throw new ConfigError(
        `${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET to store photos in S3, or unset them`,
      );
    }
    return null;
  }
  const region = env.S3_REGION || 'us-east-1';
  const endpoint = env.S3_ENDPOINT ? httpUrl('S3_ENDPOINT', env.S3_ENDPOINT) : undefined;
  const pathStyle = env.S3_FORCE_PATH_STYLE || 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') {
    throw new ConfigError(`S3_FORCE_PATH_STYLE must be true or false, not "${pathStyle}"`);
  }
  const forcePathStyle = pathStyle === 'true';
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    );
  }
  const publicUrl = env.S3_PUBLIC_URL
    ? `${httpUrl('S3_PUBLIC_URL', env.S3_PUBLIC_URL).href.replace(/\/+$/, '')}/`
    : bucketUrl(endpoint ?? new URL(`https://s3.${region}.amazonaws.com`), bucket, forcePathStyle);
  return {
    bucket,
    region,
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    publicUrl,
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
 * CLOCK_OFFSET_FILE, only for a test server: refused beside what only a real deployment sets
 * (Braintree's production keys, outgoing mail), where a movable clock would let whoever can write
 * the file end suspensions, snoozes and premium at will.
 */
function clockOffsetFile(
  env: NodeJS.ProcessEnv,
  repoRoot: string,
  braintree: BraintreeConfig | null,
): string | null {
  const file = env.CLOCK_OFFSET_FILE;
  if (!file) return null;
  if (braintree?.environment === 'production' || env.SMTP_URL) {
    throw new ConfigError(
      'CLOCK_OFFSET_FILE moves the server clock for end-to-end tests; unset it in a deployment with BRAINTREE_ENVIRONMENT=production or SMTP_URL',
    );
  }
  return path.resolve(repoRoot, file);
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
  const port = parsePort(env.PORT);
  const braintree = braintreeConfig(env);
  const database = databaseConfig(env, repoRoot);
  return {
    port,
    // Only this machine unless HOST says otherwise: members reach the server through a proxy.
    host: env.HOST || '127.0.0.1',
    production,
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: logFormatOf(env),
    database,
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? defaultRedisKeyPrefix(database),
    serveWeb,
    shellDistDir,
    remotes: remotesConfig(env, repoRoot),
    braintree,
    uploadsDir: path.join(dataDirOf(env, repoRoot), 'uploads'),
    s3: s3Config(env),
    mail: mailConfig(env, repoRoot, production, port),
    facebook: facebookConfig(env),
    standInSecretFile: path.join(dataDirOf(env, repoRoot), 'social-stand-in.key'),
    trustProxy: proxyTrust(env.TRUST_PROXY),
    push: pushConfig(env, repoRoot),
    calls: callsConfig(env),
    remoteReleases: remoteReleasesConfig(env),
    vision: env.VISION !== 'off',
    clockOffsetFile: clockOffsetFile(env, repoRoot, braintree),
  };
}
