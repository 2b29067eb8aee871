// `pnpm bench:lighthouse`: Lighthouse's mobile audit of the production build, five runs a page,
// against a server of its own. A benchmark, not a test: it prints medians beside the targets, and
// each run's TBT and LCP, whose spread on one build can exceed what a change moves.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, request } from '@playwright/test';
import lighthouse from 'lighthouse';
import { BenchOutput, recordBenchRun } from '../../server/bench/support/benchRecord';
import { demoPortrait } from '../../server/src/modules/discovery/demoPortrait';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { jpegDataUrl } from '../support/faceFixtures';
import { freePort, ProductServer } from '../support/productServer';
import { birthDateForAge, signUpMember, type Member } from '../support/session';
import { slowCores } from './slowCores';
import { blockingByKind } from './traceBlocking';

/**
 * `BENCH_LIGHTHOUSE_RUNS=<n>` counts n runs a page instead of the targets' 5: a simulated TBT
 * moves by hundreds of milliseconds between runs of one build, so comparing two builds by a
 * change of tens takes more runs (or the builds run in turn).
 */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  throw new Error(
    `BENCH_LIGHTHOUSE_RUNS is a number of runs, 1 or more: not "${process.env.BENCH_LIGHTHOUSE_RUNS}"`,
  );
}
/**
 * `BENCH_LIGHTHOUSE_REPORTS=<folder>` keeps every run's full report there (`<page>-<run>.json`)
 * and its trace (`<page>-<run>.trace.json`, which Chrome's Performance panel opens): where each
 * long task's time goes.
 */
const REPORTS_FOLDER = process.env.BENCH_LIGHTHOUSE_REPORTS;
/**
 * `BENCH_LIGHTHOUSE_JS_SAMPLES=1` with the reports: the traces carry V8's samples too (which
 * functions each task ran), at a cost to the figures: the sampling slows the page.
 */
const JS_SAMPLES = REPORTS_FOLDER && process.env.BENCH_LIGHTHOUSE_JS_SAMPLES === '1';
const TARGETS = { score: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1 };
const ALL_PAGES = [
  { path: '/web/', signedIn: false },
  { path: '/web/login', signedIn: false },
  { path: '/web/app/PeopleNear', signedIn: true },
];
/**
 * `BENCH_LIGHTHOUSE_CORE_SPEED=0.4` audits as on a slow boot: the server's and the browser's
 * cores capped to that share of this machine's (slowCores.ts).
 */
const CORE_SPEED = process.env.BENCH_LIGHTHOUSE_CORE_SPEED;
/**
 * `BENCH_LIGHTHOUSE_THROTTLING=devtools` slows the network and the CPU for real while the page
 * loads, instead of simulating them from an unthrottled load (Lighthouse's default): the
 * simulation keeps the unthrottled order of the page's tasks, so what a slow network would show
 * before the scripts have run (PeopleNear's painted card) is simulated after them.
 */
const THROTTLING = process.env.BENCH_LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
/** `BENCH_LIGHTHOUSE_PAGES=/web/login,...` audits only those of the pages. */
const PAGES = process.env.BENCH_LIGHTHOUSE_PAGES
  ? ALL_PAGES.filter((page) => process.env.BENCH_LIGHTHOUSE_PAGES!.split(',').includes(page.path))
  : ALL_PAGES;

interface RunResult {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's reading of this machine's speed: its CPU figures scale with it. */
  benchmarkIndex: number;
  /** The blocking the trace shows after the first paint, at the simulation's slowdown (traceBlocking.ts). */
  blockingMs: number;
  /** The same by kind of task: which work to cut. */
  blockingByKind: Map<string, number>;
  /** The element Lighthouse names as the largest contentful paint, as its selector and snippet. */
  lcpElement: string;
}

/**
 * The browser build (its user agent names only the major version) and Lighthouse that measure.
 * The simulation scales the browser's own work (layout, font lookups, script compiling) with the
 * page's: two builds of the product compare under one browser build.
 */
const browserBuild = execFileSync(CHROMIUM_PATH, ['--version'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
}).trim();
const lighthousePackage = createRequire(import.meta.url)('lighthouse/package.json') as {
  version: string;
};
const MEASURED_BY = `${browserBuild}, Lighthouse ${lighthousePackage.version}`;

/** The people near the bench's member: PeopleNear's largest paint is then its top card. */
const NEIGHBOURS = [
  { name: 'Camille Roux', gender: 'female', age: 29 },
  { name: 'Hugo Martin', gender: 'male', age: 33 },
  { name: 'Lina Haddad', gender: 'female', age: 27 },
] as const;

/** The node of the LHR's `largest-contentful-paint-element` audit (a table of one row in Lighthouse 12). */
interface LcpElementDetails {
  items?: { items?: { node?: { selector?: string; snippet?: string } }[] }[];
}

function lcpElementOf(details: unknown): string {
  const node = (details as LcpElementDetails | undefined)?.items?.[0]?.items?.[0]?.node;
  // A photo's snippet carries its whole address: the start says which element it is.
  return node ? `${node.selector ?? '?'} ${node.snippet ?? ''}`.trim().slice(0, 160) : 'none';
}

/**
 * One Lighthouse run in a fresh browser profile (a cold cache, as a first visit has). A member's
 * session is put where the shell reads it, and kept: Lighthouse would otherwise clear storage.
 */
async function audit(
  chromiumPath: string,
  url: string,
  origin: string,
  member: Member | null,
  reportName: string,
): Promise<RunResult> {
  const profile = mkdtempSync(path.join(tmpdir(), 'dating-bench-chromium-'));
  const debuggingPort = await freePort();
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
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
      throttlingMethod: THROTTLING,
      ...(JS_SAMPLES && { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    // Lighthouse's own failures (NO_NAVSTART on a slow boot) give no figures: the run is made again.
    if (result.lhr.runtimeError) throw new LighthouseRunFailed(result.lhr.runtimeError.code);
    if (REPORTS_FOLDER) {
      mkdirSync(REPORTS_FOLDER, { recursive: true });
      writeFileSync(path.join(REPORTS_FOLDER, `${reportName}.json`), JSON.stringify(result.lhr));
      writeFileSync(
        path.join(REPORTS_FOLDER, `${reportName}.trace.json`),
        JSON.stringify(result.artifacts.Trace),
      );
    }
    const { categories, audits, environment, configSettings } = result.lhr;
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const cpuSlowdown =
      THROTTLING === 'simulate' ? (configSettings.throttling.cpuSlowdownMultiplier ?? 1) : 1;
    const byKind = blockingByKind(result.artifacts.Trace.traceEvents, cpuSlowdown);
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      benchmarkIndex: environment.benchmarkIndex,
      blockingMs: byKind ? [...byKind.values()].reduce((sum, ms) => sum + ms, 0) : Number.NaN,
      blockingByKind: byKind ?? new Map<string, number>(),
      lcpElement: lcpElementOf(audits['largest-contentful-paint-element']?.details),
    };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

class LighthouseRunFailed extends Error {}

/** Makes a run again, up to twice, when Lighthouse failed it rather than measured it. */
async function measuredRun(run: () => Promise<RunResult>): Promise<RunResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof LighthouseRunFailed) || attempt === 3) throw error;
      console.log(`${''.padEnd(24)}(a run made again: Lighthouse's ${error.message})`);
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const mark = (ok: boolean) => (ok ? 'ok  ' : 'MISS');

const output = new BenchOutput();
const { print } = output;
const rows: Record<string, string>[] = [];

const slowed = CORE_SPEED
  ? slowCores(Number(CORE_SPEED), CHROMIUM_PATH, mkdtempSync(path.join(tmpdir(), 'dating-bench-')))
  : null;
const product = await ProductServer.start('bench');
const { origin } = product;
try {
  const api = await request.newContext({ baseURL: origin });
  const member = await signUpMember(api);
  // Signed up with a drawn portrait each, as the demo members are: a photo of one colour is too
  // plain for the browser to count as a contentful paint.
  for (const { name, gender, age } of NEIGHBOURS) {
    const photo = await demoPortrait({ seed: name, gender, ageYears: age });
    await signUpMember(api, { name, gender, dob: birthDateForAge(age), photo: jpegDataUrl(photo) });
  }
  await api.dispose();

  print(
    `Lighthouse ${RUNS} runs a page, mobile; medians. Targets: score >= ${TARGETS.score}, ` +
      `LCP <= ${TARGETS.lcpMs} ms, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}` +
      (slowed ? `; ${slowed.describe}` : '') +
      (THROTTLING === 'devtools' ? '; network and CPU throttled for real (devtools)' : '') +
      `\nMeasured by ${MEASURED_BY}\n`,
  );
  print('page                    score        LCP          TBT          CLS         machine index');
  for (const page of PAGES) {
    const reportPrefix = page.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
    const auditPage = (run: number) =>
      audit(
        slowed?.chromiumPath ?? CHROMIUM_PATH,
        `${origin}${page.path}`,
        origin,
        page.signedIn ? member : null,
        `${reportPrefix}-${run}`,
      );
    // Run 0 is not counted: the server's first answers to a page's calls (its JIT, the database's
    // caches) are slower than a running server's. Every counted run's browser starts cold.
    await measuredRun(() => auditPage(0));
    const runs: RunResult[] = [];
    for (let run = 1; run <= RUNS; run += 1) runs.push(await measuredRun(() => auditPage(run)));
    const score = median(runs.map((run) => run.score));
    const lcpMs = median(runs.map((run) => run.lcpMs));
    const tbtMs = median(runs.map((run) => run.tbtMs));
    const cls = median(runs.map((run) => run.cls));
    const indexes = runs.map((run) => Math.round(run.benchmarkIndex));
    const blockingMs = median(runs.map((run) => run.blockingMs));
    print(
      [
        page.path.padEnd(22),
        `${mark(score >= TARGETS.score)} ${String(score).padStart(3)}`,
        `${mark(lcpMs <= TARGETS.lcpMs)} ${(lcpMs / 1000).toFixed(2)} s`,
        `${mark(tbtMs <= TARGETS.tbtMs)} ${String(Math.round(tbtMs)).padStart(4)} ms`,
        `${mark(cls <= TARGETS.cls)} ${cls.toFixed(3)}`,
        `${median(indexes)} (${Math.min(...indexes)}-${Math.max(...indexes)})`,
      ].join('  '),
    );
    rows.push({
      page: page.path,
      score: String(score),
      LCP: `${(lcpMs / 1000).toFixed(2)} s`,
      TBT: `${Math.round(tbtMs)} ms`,
      CLS: cls.toFixed(3),
      index: `${median(indexes)} (${Math.min(...indexes)}-${Math.max(...indexes)})`,
      'blocking after first paint (trace)': `${Math.round(blockingMs)} ms`,
    });
    print(
      `${''.padEnd(24)}by run: TBT ${runs.map((run) => Math.round(run.tbtMs)).join(' ')} ms, ` +
        `LCP ${runs.map((run) => (run.lcpMs / 1000).toFixed(2)).join(' ')} s`,
    );
    // The simulated TBT swings between runs of one build; the trace's own blocking less so.
    print(
      `${''.padEnd(24)}blocking after first paint (trace): median ${Math.round(blockingMs)} ms, ` +
        `by run ${runs.map((run) => Math.round(run.blockingMs)).join(' ')} ms`,
    );
    // Where it went: a kind present in some runs only weighs by its share of the runs.
    const kinds = new Map<string, number>();
    for (const run of runs) {
      for (const [kind, ms] of run.blockingByKind) kinds.set(kind, (kinds.get(kind) ?? 0) + ms);
    }
    const largest = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 8);
    print(
      `${''.padEnd(24)}by kind of task (mean of runs): ` +
        largest.map(([kind, ms]) => `${kind} ${Math.round(ms / runs.length)}`).join(', ') +
        ' ms',
    );
    // What the LCP figure measured: each element Lighthouse named, with its number of runs.
    const elements = new Map<string, number>();
    for (const { lcpElement } of runs)
      elements.set(lcpElement, (elements.get(lcpElement) ?? 0) + 1);
    for (const [element, count] of elements) {
      print(`${''.padEnd(24)}LCP element (${count}/${RUNS}): ${element}`);
    }
  }
  recordBenchRun('lighthouse', {
    conditions:
      `pnpm bench:lighthouse, Lighthouse's mobile audit (${THROTTLING} throttling), ${RUNS} runs ` +
      `a page, medians; load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')} at the end; ${MEASURED_BY}` +
      (slowed ? `; ${slowed.describe}` : ''),
    tables: [
      {
        columns: [
          'page',
          'score',
          'LCP',
          'TBT',
          'CLS',
          'index',
          'blocking after first paint (trace)',
        ],
        rows,
      },
    ],
    printed: output.printed,
  });
} finally {
  await product.close();
  slowed?.remove();
}
