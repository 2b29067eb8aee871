import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { AppConfig } from '../config';

/** The origins a remote deployed elsewhere (REMOTE_<NAME>_URL) is loaded from. */
export function remoteOrigins(config: Pick<AppConfig, 'remotes'>): string[] {
  const origins = config.remotes.flatMap((remote) => {
    if (!remote.entryOverride) return [];
    try {
      return [new URL(remote.entryOverride).origin];
    } catch {
      return []; // a relative address is this origin
    }
  });
  return [...new Set(origins)];
}

/**
 * The file store's public address when it is an S3 bucket: member photos load from it, and the
 * remote builds the registry published (modules/remoteReleases) with their scripts, styles and
 * fonts. Its files are the server's own: photos re-encoded with an image type, builds that passed
 * the release gate under their content's address.
 */
function bucketOrigins(config: Pick<AppConfig, 's3'>): string[] {
  return config.s3 ? [new URL(config.s3.publicUrl).origin] : [];
}

/**
 * The origins an admin's picture (the app of the day's) may be on: those `img-src` allows
 * without a vendor, i.e. this site's own (PUBLIC_URL), remotes deployed elsewhere and the photo
 * bucket. A picture elsewhere would be blocked and show broken, so the setting refuses it.
 */
export function adminImageOrigins(config: Pick<AppConfig, 'mail' | 'remotes' | 's3'>): string[] {
  return [
    ...new Set([
      new URL(config.mail.publicUrl).origin,
      ...remoteOrigins(config),
      ...bucketOrigins(config),
    ]),
  ];
}

/**
 * What Braintree's drop-in loads when card payments go through Braintree: its hosted-field
 * frames and styles, its client API and analytics (Braintree's published CSP requirements).
 */
const BRAINTREE = {
  script: ['https://js.braintreegateway.com', 'https://assets.braintreegateway.com'],
  style: ['https://assets.braintreegateway.com'],
  img: ['https://assets.braintreegateway.com', 'https://checkout.paypal.com'],
  frame: ['https://assets.braintreegateway.com'],
  connect: [
    'https://api.braintreegateway.com',
    'https://api.sandbox.braintreegateway.com',
    'https://client-analytics.braintreegateway.com',
    'https://client-analytics.sandbox.braintreegateway.com',
    'https://*.braintree-api.com',
  ],
};

/** The Facebook SDK of the shell's social sign-in, when FACEBOOK_APP_ID is set. */
const FACEBOOK = {
  script: ['https://connect.facebook.net'],
  style: [],
  img: ['https://*.fbcdn.net', 'https://*.fbsbx.com'],
  frame: ['https://www.facebook.com', 'https://web.facebook.com'],
  connect: ['https://graph.facebook.com', 'https://www.facebook.com'],
};

const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP hash sources of a page's inline scripts (the shell's pre-paint language script). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.trim() !== '')
    .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
}

/**
 * The hashes of the built shell's inline scripts, read again when the file changes (a rebuild
 * takes effect without a restart, as index.html itself does).
 */
function shellScriptHashes(indexFile: string): () => string[] {
  let seen: { mtimeMs: number; hashes: string[] } = { mtimeMs: -1, hashes: [] };
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(indexFile).mtimeMs;
    } catch {
      return [];
    }
    if (mtimeMs !== seen.mtimeMs) {
      seen = { mtimeMs, hashes: inlineScriptHashes(readFileSync(indexFile, 'utf8')) };
    }
    return seen.hashes;
  };
}

type Source = string | (() => string);

/**
 * The Content-Security-Policy of every answer: the product's own origin only, plus the origins
 * of remotes deployed elsewhere and, when configured, Braintree's drop-in, Facebook's SDK and
 * the S3 address photos and released remote builds load from.
 * Styles allow 'unsafe-inline': the shell's splash is an inline style and Braintree's drop-in
 * requires it; scripts stay strict (inline ones only by hash).
 */
export function contentSecurityPolicy(
  config: Pick<
    AppConfig,
    'remotes' | 'braintree' | 'facebook' | 'serveWeb' | 'shellDistDir' | 's3'
  >,
): Record<string, Source[]> {
  const bucket = bucketOrigins(config);
  // Remotes load from their REMOTE_<NAME>_URL origin, or from the bucket once released.
  const remotes = [...new Set([...remoteOrigins(config), ...bucket])];
  const vendors = [
    ...(config.braintree ? [BRAINTREE] : []),
    ...(config.facebook ? [FACEBOOK] : []),
  ];
  const from = (kind: keyof typeof BRAINTREE) => vendors.flatMap((vendor) => vendor[kind]);
  const hashes = config.serveWeb ? shellScriptHashes(`${config.shellDistDir}/index.html`) : null;
  // A function source is evaluated per answer; helmet takes one string per entry.
  const inlineScripts: Source[] = hashes ? [() => hashes().join(' ')] : [];

  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...remotes, ...from('script'), ...inlineScripts],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes, ...from('style')],
    // data: and blob: for the previews of a photo being chosen; uploads are same-origin or S3's.
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, ...from('img')],
    'font-src': ["'self'", 'data:', ...remotes],
    // blob: for a voice note, fetched with the member's token and played from memory.
    'media-src': ["'self'", 'blob:'],
    // 'self' covers socket.io's same-origin ws:/wss: too.
    'connect-src': ["'self'", ...remotes, ...from('connect')],
    'frame-src': ["'self'", ...from('frame')],
    'worker-src': ["'self'"],
  };
}
