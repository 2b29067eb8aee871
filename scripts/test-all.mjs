// `pnpm test`: type-check, lint, every package's tests, the server tests, the production build
// and the browser tests, then each stage's wall time and one closing line
// "N passed, M failed, K skipped" summing every suite.
//
// Two cores are kept busy by two lanes: the server's tests (a few files at a time) run beside
// the checks, the front-end tests and the build, one after another; the browser journeys, which
// need the build, then run in two lanes of their own (e2e/playwright.config.ts), and those that
// wait for the vision models after them, alone.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FRONTEND_APPS, root } from './lib/frontend-build.mjs';
import { nodeTestCounts, nodeTestFailures } from './lib/nodeTestCounts.mjs';

const SHARED_PACKAGES = ['contract', 'web', 'ui', 'testing'].map((pkg) => `shared/${pkg}`);
const JEST_PACKAGES = [...SHARED_PACKAGES, ...FRONTEND_APPS];
const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each failed test by name, printed again at the end so a log's last lines say which. */
const failedTests = [];
const times = [];
const started = performance.now();

function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}

/**
 * Runs one stage. Its output is printed whole when it ends, so the lanes' outputs never mix;
 * `passthrough` prints it as it comes instead (a stage that runs alone).
 */
function stage(name, command, args, { cwd = root, env = process.env, passthrough = false } = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const begun = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    const stdout = [];
    child.stdout.on('data', (chunk) => stdout.push(chunk));
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.on('data', (chunk) => (passthrough ? out.write(chunk) : chunks.push(chunk)));
    }
    const finish = (status) => {
      const output = Buffer.concat(chunks).toString('utf8');
      const ms = performance.now() - begun;
      times.push({ name, ms });
      if (!passthrough) process.stdout.write(`\n── ${name} ──\n${output}`);
      console.log(`■ ${name}: ${status === 0 ? 'done' : 'FAILED'} in ${duration(ms)}`);
      resolve({ ok: status === 0, stdout: Buffer.concat(stdout).toString('utf8') });
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', finish);
  });
}

/** A gate with no test count of its own (type-check, lint, build) counts as one check. */
function gate(name, ok) {
  if (ok) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(name);
  }
}

function count(name, passed, failed, skipped, ok) {
  tally.passed += passed;
  tally.failed += failed;
  tally.skipped += skipped;
  // A runner that failed without failing a test (a crash, a file that did not load) still fails.
  if (!ok && failed === 0) tally.failed += 1;
  if (!ok || failed > 0) failures.push(name);
}

const scratch = mkdtempSync(path.join(tmpdir(), 'dating-test-'));

async function serverTests() {
  // node's test runner prints its own closing counts; read them back.
  const { ok, stdout } = await stage('server', 'pnpm', ['--filter', '@dating/server', 'test']);
  const { passed, failed, skipped } = nodeTestCounts(stdout);
  failedTests.push(...nodeTestFailures(stdout).map((test) => `server: ${test}`));
  count('server', passed, failed, skipped, ok && passed > 0);
}

/** Every front-end package's tests in one jest run, one project per package. */
async function jestTests() {
  const report = path.join(scratch, 'jest.json');
  const projects = JEST_PACKAGES.map((pkg) => path.join(root, pkg));
  const { ok } = await stage(
    'jest',
    'pnpm',
    ['exec', 'jest', '--ci', '--json', `--outputFile=${report}`, '--projects', ...projects],
    { cwd: path.join(root, 'shared/testing') },
  );
  const result = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
  for (const pkg of JEST_PACKAGES) {
    const files = (result?.testResults ?? []).filter((file) =>
      file.name.startsWith(path.join(root, pkg) + path.sep),
    );
    const tests = files.flatMap((file) => file.assertionResults);
    for (const file of files) {
      for (const test of file.assertionResults.filter(({ status }) => status === 'failed')) {
        failedTests.push(`jest: ${test.fullName} (${path.relative(root, file.name)})`);
      }
    }
    const failedFiles = files.filter(
      (file) =>
        file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed'),
    );
    count(
      `jest ${pkg}`,
      tests.filter((test) => test.status === 'passed').length,
      tests.filter((test) => test.status === 'failed').length,
      tests.filter((test) => ['pending', 'todo', 'skipped', 'disabled'].includes(test.status))
        .length,
      // A package with no test run, or a file that failed outside its tests, fails the stage.
      tests.length > 0 && failedFiles.length === 0,
    );
  }
  if (!ok && !failures.some((name) => name.startsWith('jest '))) gate('jest', false);
}

/**
 * Typed linting keeps one TypeScript program per tsconfig (each shared package, each app, the
 * server), each reading the shared packages' sources: more than node's default 4 GB heap.
 */
const ESLINT_NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=8192`.trim();

async function checksThenBuild() {
  gate(
    'typecheck',
    (await stage('typecheck', 'pnpm', ['-r', '--workspace-concurrency=2', 'typecheck'])).ok,
  );
  gate(
    'eslint',
    (
      await stage('eslint', 'pnpm', ['exec', 'eslint', '.', '--max-warnings', '0'], {
        env: { ...process.env, NODE_OPTIONS: ESLINT_NODE_OPTIONS },
      })
    ).ok,
  );
  gate('prettier', (await stage('prettier', 'pnpm', ['exec', 'prettier', '--check', '.'])).ok);
  await jestTests();
  const built = (
    await stage('production build', process.execPath, [
      '--input-type=module',
      '-e',
      "import { buildStaleApps } from './scripts/lib/frontend-build.mjs'; buildStaleApps();",
    ])
  ).ok;
  gate('production build', built);
  return built;
}

const [, built] = await Promise.all([serverTests(), checksThenBuild()]);

/**
 * One Playwright project's journeys, counted from its JSON report. `vision` runs alone in one
 * lane after the others (e2e/playwright.config.ts says why), its artefacts beside theirs.
 */
async function e2eTests(name, project, { lanes, output }) {
  const report = path.join(scratch, `${project}.json`);
  const args = ['--filter', '@dating/e2e', 'exec', 'playwright', 'test', `--project=${project}`];
  const { ok } = await stage(name, 'pnpm', output ? [...args, `--output=${output}`] : args, {
    env: {
      ...process.env,
      CI: 'true',
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      E2E_REPORT: report,
      ...(lanes ? { E2E_WORKERS: String(lanes) } : {}),
    },
    passthrough: true,
  });
  const stats = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')).stats : null;
  count(
    name,
    (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    stats?.unexpected ?? 0,
    stats?.skipped ?? 0,
    ok && stats !== null,
  );
}

if (built) {
  await e2eTests('e2e', 'chromium', {});
  await e2eTests('e2e vision', 'vision', { lanes: 1, output: 'test-results/vision' });
}

rmSync(scratch, { recursive: true, force: true });

console.log('\nWall time of each stage (the server lane runs beside the others):');
for (const { name, ms } of times) console.log(`  ${name.padEnd(18)} ${duration(ms)}`);
console.log(`  ${'total'.padEnd(18)} ${duration(performance.now() - started)}`);
console.log('');
if (failedTests.length > 0)
  console.log(`Failed tests:\n${failedTests.map((test) => `  ${test}`).join('\n')}\n`);
if (failures.length > 0) console.log(`Failed: ${failures.join(', ')}`);
console.log(`${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(tally.failed > 0 ? 1 : 0);
