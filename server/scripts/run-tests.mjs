// Runs every src/**/*.test.ts with node's test runner through tsx. The default reporter ends
// with the "# pass N" / "# fail N" lines the workspace's test script adds up.
//
// Files run side by side (SERVER_TEST_CONCURRENCY, default 2): none shares a database with
// another (each opens its own in-memory PGlite, or a fresh schema of DATABASE_URL's database),
// Redis keys, ports or data folders. node's own default is one file at a time on two cores,
// while a file spends much of its time waiting on sockets, timers and the database. The files
// that time the server's answers run last, alone (TIMED_ALONE).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const concurrency = Number(process.env.SERVER_TEST_CONCURRENCY ?? 2);

const files = readdirSync(path.join(serverDir, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.join('src', file))
  .filter((file) => only.length === 0 || only.some((part) => file.includes(part)))
  .sort();

if (files.length === 0) {
  console.error('No test files found');
  process.exit(1);
}
if (!Number.isInteger(concurrency) || concurrency < 1) {
  console.error(`SERVER_TEST_CONCURRENCY must be a whole number from 1, not ${concurrency}`);
  process.exit(1);
}

/**
 * Files that hold the server to a response time while its database is cut: they run after the
 * others, one at a time, so what they time is the server's answer, not a core shared with them.
 */
const TIMED_ALONE = [path.join('src', 'db', 'databaseFaults.test.ts')];

const run = (batch, filesAtOnce) =>
  batch.length === 0
    ? 0
    : (spawnSync(
        process.execPath,
        ['--import', 'tsx', '--test', `--test-concurrency=${filesAtOnce}`, ...batch],
        { cwd: serverDir, stdio: 'inherit' },
      ).status ?? 1);

const together = run(
  files.filter((file) => !TIMED_ALONE.includes(file)),
  concurrency,
);
const alone = run(
  files.filter((file) => TIMED_ALONE.includes(file)),
  1,
);
process.exit(together || alone);
