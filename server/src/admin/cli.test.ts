import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import type { AdminDataResponse } from '@dating/contract/schemas';
import { buildApp } from '../app';
import { loadConfig, REPO_ROOT } from '../config';

const run = promisify(execFile);
const SERVER_DIR = path.join(REPO_ROOT, 'server');

/** `pnpm admin ...` as an operator runs it: its own process, configured by the environment. */
function adminCli(env: NodeJS.ProcessEnv, ...args: string[]) {
  return run(path.join(SERVER_DIR, 'node_modules/.bin/tsx'), ['src/admin/cli.ts', ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATABASE_URL: '', ...env },
  });
}

describe('the admin CLI process on a PGlite data dir', () => {
  let dataDir: string;

  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'dating-cli-'));
  });
  after(() => rm(dataDir, { recursive: true, force: true }));

  it('changes the database the server then opens with the same DATA_DIR', async () => {
    await adminCli({ DATA_DIR: dataDir }, 'settings', 'set', 'max_age', '75');

    const app = await buildApp(
      loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SERVE_WEB: '0' }),
    );
    try {
      const response = await app.inject({ method: 'GET', url: '/api/admindatas' });
      assert.equal(response.json<AdminDataResponse>().result.max_age, 75);

      // PGlite is single-process: while the server holds it, the CLI must refuse, not corrupt it.
      await assert.rejects(
        adminCli({ DATA_DIR: dataDir }, 'plans', 'list'),
        (error: Error & { stderr: string }) => {
          assert.match(error.stderr, /is open in process \d+/);
          return true;
        },
      );
    } finally {
      await app.close();
    }

    const { stdout } = await adminCli({ DATA_DIR: dataDir }, 'settings', 'list');
    assert.match(stdout, /^max_age\s+75$/m);
  });
});
