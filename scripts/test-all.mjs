// `pnpm test`: type-check, lint, every package's tests, the server tests, the production build
// and the browser tests, then one closing line "N passed, M failed, K skipped" summing every suite.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildStaleApps, FRONTEND_APPS, root } from './lib/frontend-build.mjs';
import { nodeTestCounts } from './lib/nodeTestCounts.mjs';

const JEST_PACKAGES = ['shared', ...FRONTEND_APPS];
const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(command, args, options = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status === 0;
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

gate('typecheck', run('pnpm', ['-r', '--workspace-concurrency=1', 'typecheck']));
gate('eslint', run('pnpm', ['exec', 'eslint', '.', '--max-warnings', '0']));
gate('prettier', run('pnpm', ['exec', 'prettier', '--check', '.']));

for (const pkg of JEST_PACKAGES) {
  const report = path.join(scratch, `${pkg}.json`);
  const ok = run('pnpm', ['exec', 'jest', '--ci', '--json', `--outputFile=${report}`], {
    cwd: path.join(root, pkg),
  });
  const result = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
  count(
    `jest ${pkg}`,
    result?.numPassedTests ?? 0,
    result?.numFailedTests ?? 0,
    (result?.numPendingTests ?? 0) + (result?.numTodoTests ?? 0),
    ok && result !== null && result.numTotalTests > 0,
  );
}

{
  // node's test runner prints its own closing counts; read them back.
  console.log('\n$ pnpm --filter @dating/server test');
  const result = spawnSync('pnpm', ['--filter', '@dating/server', 'test'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(result.stdout ?? '');
  const { passed, failed, skipped } = nodeTestCounts(result.stdout ?? '');
  count('server', passed, failed, skipped, result.status === 0 && passed > 0);
}

let built = true;
try {
  buildStaleApps();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  built = false;
}
gate('production build', built);

if (built) {
  const report = path.join(root, 'e2e', 'test-results', 'results.json');
  // A report left by an earlier run must not be counted as this one's.
  rmSync(report, { force: true });
  const ok = run('pnpm', ['--filter', '@dating/e2e', 'test'], {
    env: { ...process.env, CI: 'true', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  const stats = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')).stats : null;
  count(
    'e2e',
    (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    stats?.unexpected ?? 0,
    stats?.skipped ?? 0,
    ok && stats !== null,
  );
}

console.log('');
if (failures.length > 0) console.log(`Failed: ${failures.join(', ')}`);
console.log(`${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(tally.failed > 0 ? 1 : 0);
