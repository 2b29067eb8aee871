import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApp } from '../../test/support/testApp';
import { testBackends } from '../../test/support/testBackends';
import { createTestMember } from '../../test/support/testMembers';
import { readyReport, startLines, type ReadyReport } from './readyReport';

const report: ReadyReport = {
  kind: 'dating:ready',
  url: 'http://localhost:8080/web/',
  servesWeb: true,
  noMembers: false,
  embeddedDatabase: true,
};

describe('the lines `pnpm start` prints once the server listens', () => {
  it('gives the address to open, and nothing more when there are members', () => {
    assert.deepEqual(startLines(report, {}), [
      'Dating is running: open http://localhost:8080/web/',
    ]);
  });

  it('gives the admin command that adds demo members to an empty database', () => {
    // PGlite belongs to one process: the command runs once the server is stopped, on its DATA_DIR.
    assert.deepEqual(startLines({ ...report, noMembers: true }, { DATA_DIR: '/tmp/dating' }), [
      'Dating is running: open http://localhost:8080/web/',
      'No members yet: to add 40 demo members, stop it (Ctrl+C), run `DATA_DIR=/tmp/dating pnpm admin demo 40 --near Paris`, then start it again.',
    ]);
    const postgres = { DATABASE_URL: 'postgres://db/dating', DATA_DIR: '/tmp/dating' };
    assert.deepEqual(
      startLines({ ...report, noMembers: true, embeddedDatabase: false }, postgres),
      [
        'Dating is running: open http://localhost:8080/web/',
        'No members yet: to add 40 demo members, run `pnpm admin demo 40 --near Paris` in another terminal.',
      ],
    );
  });
});

const [backend] = testBackends();

describe('the report of a listening server', { skip: backend?.skip }, () => {
  const suite = useTestApp(backend ?? assert.fail('no test backend'), { listen: true });

  it('names the port it listens on, for a browser, and whether it has members yet', async () => {
    const { port } = new URL(suite.url);
    // Listening on every interface, a browser on this machine still opens localhost.
    const config = { ...suite.app.config, host: '0.0.0.0', serveWeb: true };
    assert.deepEqual(await readyReport(suite.app, config), {
      kind: 'dating:ready',
      url: `http://localhost:${port}/web/`,
      servesWeb: true,
      noMembers: true,
      embeddedDatabase: true,
    });
    await createTestMember(suite.app);
    assert.equal((await readyReport(suite.app, config)).noMembers, false);
  });
});
