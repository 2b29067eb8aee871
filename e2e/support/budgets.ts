import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CDPSession, Page } from '@playwright/test';
import { FRONTEND_APPS, REMOTE_APPS, distOf } from './builds';

/**
 * The front end's size budgets, gzipped (level 9), in KB: the one place these numbers live.
 * docs/PERFORMANCE.md's "Budgets" section shows what the build measures against them.
 */
export const BUDGETS = {
  /**
   * Everything a page's browser loads before the first interaction: shell, shared, first remote.
   * The welcome page's target is 170 KB; an /app page's, with its remote, 200 KB (the libraries
   * the product is built on weigh about 156 KB of it). docs/PERFORMANCE.md ("Budgets") shows what
   * the pages load against them and what the cuts took.
   */
  initialJsKb: 170,
  appInitialJsKb: 200,
  /** One remote's remoteEntry.js. */
  remoteEntryKb: 10,
  /** One async chunk of an app's own code: a remote's exposed App, a lazy page. */
  routeChunkKb: 55,
  /** The stylesheets a page loads before the first interaction. */
  criticalCssKb: 20,
} as const;

const gzippedKb = (body: Buffer) => gzipSync(body, { level: 9 }).length / 1024;

/** One file the browser fetched while a page loaded. */
export interface LoadedFile {
  path: string;
  kind: 'js' | 'css';
  gzippedKb: number;
  /** Milliseconds since the page's navigation started. */
  startMs: number;
  endMs: number;
  /** The script or document that asked for it. */
  initiator: string;
}

/** A remote's entry file, under /remotes/<folder>/: what "fetching a remote" starts with. */
const REMOTE_ENTRY = /^\/remotes\/([^/]+)\/remoteEntry\.js$/;

interface PendingRequest {
  url: string;
  start: number;
  end?: number;
  initiator: string;
}

function initiatorOf(initiator: {
  type: string;
  url?: string;
  stack?: { callFrames: { url: string }[] };
}) {
  const url = initiator.url ?? initiator.stack?.callFrames.find((frame) => frame.url)?.url;
  return url ? new URL(url).pathname : initiator.type;
}

/**
 * Records, through the DevTools protocol, every request a page makes: its start and end on the
 * browser's clock and what initiated it. `files()` then reads back the JavaScript and CSS bodies.
 */
export async function recordLoads(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, PendingRequest>();
  let navigationStart: number | undefined;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document') navigationStart ??= event.timestamp;
    requests.set(event.requestId, {
      url: event.request.url,
      start: event.timestamp,
      initiator: initiatorOf(event.initiator),
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.end = event.timestamp;
  });

  const sinceNavigation = (timestamp: number) =>
    (timestamp - (navigationStart ?? timestamp)) * 1000;

  return {
    /** The remote entry files fetched, with their remote's folder and times since navigation. */
    remoteEntries() {
      return [...requests.values()].flatMap((request) => {
        const match = REMOTE_ENTRY.exec(new URL(request.url).pathname);
        return match && request.end !== undefined
          ? [
              {
                remote: match[1]!,
                path: new URL(request.url).pathname,
                startMs: sinceNavigation(request.start),
                endMs: sinceNavigation(request.end),
                initiator: request.initiator,
              },
            ]
          : [];
      });
    },
    async files(): Promise<LoadedFile[]> {
      const files: LoadedFile[] = [];
      for (const [requestId, request] of requests) {
        const { pathname } = new URL(request.url);
        const kind = pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : null;
        if (!kind || request.end === undefined) continue;
        const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
        files.push({
          path: pathname,
          kind,
          gzippedKb: gzippedKb(Buffer.from(body, base64Encoded ? 'base64' : 'utf8')),
          startMs: sinceNavigation(request.start),
          endMs: sinceNavigation(request.end),
          initiator: request.initiator,
        });
      }
      return files.sort((a, b) => a.startMs - b.startMs);
    },
  };
}

/** When the page's largest content painted, in ms since navigation: its "first paint" here. */
export async function largestContentfulPaintMs(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries.at(-1)?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** One async chunk of a built app, gzipped. */
export interface DistChunk {
  app: string;
  file: string;
  gzippedKb: number;
  /**
   * Holds code of the app itself (a remote's exposed App, a lazy page): a route chunk. The others
   * hold only third-party code: shared singletons, counted in the pages' initial JavaScript, and
   * libraries loaded on demand, like the payment provider's drop-in at checkout.
   */
  ownCode: boolean;
}

/** remoteEntry.js of each remote's dist, gzipped. */
export function remoteEntrySizes() {
  return REMOTE_APPS.map((app) => ({
    app,
    gzippedKb: gzippedKb(readFileSync(path.join(distOf(app), 'remoteEntry.js'))),
  }));
}

/**
 * Whether a built file holds code of the app itself: its source map names a source outside
 * node_modules. A file without a map is held to the route budget, the safe side.
 */
function holdsOwnCode(file: string): boolean {
  if (!existsSync(`${file}.map`)) return true;
  const { sources } = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
  return sources.some((source) => !source.includes('/node_modules/'));
}

/** Every async chunk of every app's dist: all JavaScript but the entry files. */
export function asyncChunks(): DistChunk[] {
  return FRONTEND_APPS.flatMap((app) => {
    const dist = distOf(app);
    if (!existsSync(dist)) throw new Error(`${app} has no build at ${dist}`);
    return readdirSync(dist)
      .filter(
        (file) => file.endsWith('.js') && !/^(main\.|remoteEntry\.js|sw\.js|workbox-)/.test(file),
      )
      .map((file) => ({
        app,
        file,
        gzippedKb: gzippedKb(readFileSync(path.join(dist, file))),
        ownCode: holdsOwnCode(path.join(dist, file)),
      }));
  });
}

/** The gzipped size of all the JavaScript, or all the CSS, among `files`. */
export function totalKb(files: LoadedFile[], kind: LoadedFile['kind']): number {
  return files
    .filter((file) => file.kind === kind)
    .reduce((total, file) => total + file.gzippedKb, 0);
}

const kb = (value: number) => value.toFixed(1).padStart(6);
const ms = (value: number) => String(Math.round(value)).padStart(5);

/** The table the budget test prints, one line per loaded file, then the totals. */
export function formatLoads(title: string, files: LoadedFile[], jsBudgetKb: number) {
  const lines = files.map(
    (file) =>
      `${kb(file.gzippedKb)} KB ${ms(file.startMs)}-${ms(file.endMs)} ms  ${file.path}  <- ${file.initiator}`,
  );
  return [
    title,
    ...lines,
    `${kb(totalKb(files, 'js'))} KB JavaScript (budget ${jsBudgetKb})`,
    `${kb(totalKb(files, 'css'))} KB CSS (budget ${BUDGETS.criticalCssKb})`,
  ].join('\n');
}

/** The table of the builds' chunks, one line each. */
export function formatChunks(chunks: DistChunk[]) {
  return chunks
    .map(
      (chunk) =>
        `${kb(chunk.gzippedKb)} KB  ${chunk.app}/${chunk.file}${chunk.ownCode ? '' : ' (third-party)'}`,
    )
    .join('\n');
}
