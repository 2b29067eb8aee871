// Runs every src/**/*.test.ts with node's test runner through tsx. The default reporter ends
// with the "# pass N" / "# fail N" lines the workspace's test script adds up.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);

const files = readdirSync(path.join(serverDir, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.join('src', file))
  .filter((file) => only.length === 0 || only.some((part) => file.includes(part)))
  .sort();

if (files.length === 0) {
  console.error('No test files found');
  process.exit(1);
}

const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', ...files], {
  cwd: serverDir,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
