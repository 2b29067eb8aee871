// `pnpm bench:lighthouse`: Lighthouse's mobile audit of the production build, five runs a page,
// against a server of its own. A benchmark, not a test: it prints medians beside the targets.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, request } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { signUpMember, type Member } from '../support/session';

const RUNS = 5;
const TARGETS = { score: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1 };
const PAGES = [
  { path: '/web/', signedIn: false },
  { path: '/web/login', signedIn: false },
  { path: '/web/app/PeopleNear', signedIn: true },
];

const root = fileURLToPath(new URL('../..', import.meta.url));

interface RunResult {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's reading of this machine's speed: its CPU figures scale with it. */
  benchmarkIndex: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The whole product as `pnpm start` serves it, on a free port with a throwaway database. */
async function startProduct(): Promise<{ origin: string; server: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dating-bench-'));
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    // Builds that are out of date report on stderr; the request log on stdout is not wanted here.
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // Sign-up codes are read from the development outbox, as the e2e journeys do.
      DEV_OUTBOX: 'true',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ready = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { origin, server, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /healthz within 5 minutes');
}

/**
 * One Lighthouse run in a fresh browser profile (a cold cache, as a first visit has). A member's
 * session is put where the shell reads it, and kept: Lighthouse would otherwise clear storage.
 */
async function audit(url: string, origin: string, member: Member | null): Promise<RunResult> {
  const profile = mkdtempSync(path.join(tmpdir(), 'dating-bench-chromium-'));
  const debuggingPort = await freePort();
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    if (member) {
      await browser.addCookies([{ name: 'onboarded', value: 'true', url: origin }]);
      const page = await browser.newPage();
      await page.goto(`${origin}/healthz`);
      await page.evaluate(({ memberId, token }) => {
        window.localStorage.setItem('session_userid', String(memberId));
        window.localStorage.setItem('session_token', token);
      }, member);
      await page.close();
    }
    const result = await lighthouse(url, {
      port: debuggingPort,
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: member !== null,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, environment } = result.lhr;
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      benchmarkIndex: environment.benchmarkIndex,
    };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const mark = (ok: boolean) => (ok ? 'ok  ' : 'MISS');

const { origin, server, dataDir } = await startProduct();
try {
  const api = await request.newContext({ baseURL: origin });
  const member = await signUpMember(api);
  await api.dispose();

  console.log(
    `Lighthouse ${RUNS} runs a page, mobile; medians. Targets: score >= ${TARGETS.score}, ` +
      `LCP <= ${TARGETS.lcpMs} ms, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}\n`,
  );
  console.log(
    'page                    score        LCP          TBT          CLS         machine index',
  );
  for (const page of PAGES) {
    const runs: RunResult[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await audit(`${origin}${page.path}`, origin, page.signedIn ? member : null));
    }
    const score = median(runs.map((run) => run.score));
    const lcpMs = median(runs.map((run) => run.lcpMs));
    const tbtMs = median(runs.map((run) => run.tbtMs));
    const cls = median(runs.map((run) => run.cls));
    const indexes = runs.map((run) => Math.round(run.benchmarkIndex));
    console.log(
      [
        page.path.padEnd(22),
        `${mark(score >= TARGETS.score)} ${String(score).padStart(3)}`,
        `${mark(lcpMs <= TARGETS.lcpMs)} ${(lcpMs / 1000).toFixed(2)} s`,
        `${mark(tbtMs <= TARGETS.tbtMs)} ${String(Math.round(tbtMs)).padStart(4)} ms`,
        `${mark(cls <= TARGETS.cls)} ${cls.toFixed(3)}`,
        `${median(indexes)} (${Math.min(...indexes)}-${Math.max(...indexes)})`,
      ].join('  '),
    );
  }
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
