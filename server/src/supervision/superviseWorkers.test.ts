import assert from 'node:assert/strict';
import cluster, { type Address } from 'node:cluster';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { wait } from '../../test/support/chatTestClient';
import type { ReadyReport } from './readyReport';
import { superviseWorkers, workerCount, type SupervisorLog } from './superviseWorkers';

const fixtures = mkdtempSync(path.join(tmpdir(), 'dating-supervise-'));
after(() => rmSync(fixtures, { recursive: true, force: true }));

/** A server process stand-in, as a file the cluster's workers run. */
function fixture(name: string, source: string): string {
  const file = path.join(fixtures, name);
  writeFileSync(file, source);
  return file;
}

/** Ends on its own at once, as a server failing at start does. */
const crashing = fixture('crashing.mjs', 'setTimeout(() => process.exit(3), 10);\n');

/** Answers its pid on a port shared with the others; closes, then exits 0, on SIGTERM. */
const serving = fixture(
  'serving.mjs',
  `import http from 'node:http';
const server = http.createServer((_request, response) => response.end(String(process.pid)));
server.listen(0, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`,
);

/** Reports itself ready, as server.ts does once listening, then crashes to be started again. */
const reportingThenCrashing = fixture(
  'reporting.mjs',
  `process.send({ kind: 'dating:ready', url: 'http://localhost:8080/web/', servesWeb: true, noMembers: true, embeddedDatabase: false });
setTimeout(() => process.exit(3), 20);
`,
);

function recordingLog(): { log: SupervisorLog; lines: string[] } {
  const lines: string[] = [];
  return { log: (_level, message) => lines.push(message), lines };
}

describe('the supervisor of the server processes', () => {
  it('starts a crashed process again after a wait that doubles up to the maximum', async () => {
    const { log, lines } = recordingLog();
    const supervisor = superviseWorkers({
      exec: crashing,
      execArgv: [],
      workers: 1,
      log,
      backoff: { initialMs: 50, maxMs: 200, stableMs: 60_000 },
    });
    const deadline = Date.now() + 20_000;
    while (lines.length < 5 && Date.now() < deadline) await wait(20);

    assert.equal(await supervisor.stop('SIGTERM'), 0);
    const waits = lines.map((line) => Number(/again in (\d+) ms/.exec(line)?.[1]));
    assert.deepEqual(waits.slice(0, 5), [50, 100, 200, 200, 200]);
    assert.match(lines[0] ?? '', /ended \(exit code 3\)/);
  });

  it('runs WEB_CONCURRENCY processes on one port and stops them all on a signal, starting none again', async () => {
    const { log, lines } = recordingLog();
    const ports: number[] = [];
    const listening = (_worker: unknown, address: Address) => ports.push(address.port);
    cluster.on('listening', listening);
    const supervisor = superviseWorkers({ exec: serving, execArgv: [], workers: 2, log });
    try {
      const deadline = Date.now() + 20_000;
      while (ports.length < 2 && Date.now() < deadline) await wait(20);
      assert.equal(ports.length, 2);
      assert.equal(ports[0], ports[1], 'one port for every process');

      const pids = new Set<string>();
      for (let i = 0; i < 20 && pids.size < 2; i += 1) {
        pids.add(await (await fetch(`http://127.0.0.1:${ports[0]}/`)).text());
      }
      assert.equal(pids.size, 2, 'both processes answer');
    } finally {
      assert.equal(await supervisor.stop('SIGTERM'), 0);
      cluster.off('listening', listening);
    }
    await wait(100);
    assert.deepEqual(lines, [], 'nothing was started again');
  });

  it('passes on the first ready report only, of all processes and their restarts', async () => {
    const { log, lines } = recordingLog();
    const reports: ReadyReport[] = [];
    const supervisor = superviseWorkers({
      exec: reportingThenCrashing,
      execArgv: [],
      workers: 2,
      log,
      backoff: { initialMs: 20, maxMs: 20, stableMs: 60_000 },
      onFirstReady: (report) => reports.push(report),
    });
    // Each ended process was started again and reported again, twice over.
    const deadline = Date.now() + 20_000;
    while (lines.length < 4 && Date.now() < deadline) await wait(20);
    await supervisor.stop('SIGTERM');

    assert.ok(lines.length >= 4, lines.join('\n'));
    assert.deepEqual(reports, [
      {
        kind: 'dating:ready',
        url: 'http://localhost:8080/web/',
        servesWeb: true,
        noMembers: true,
        embeddedDatabase: false,
      },
    ]);
  });

  it('reads WEB_CONCURRENCY: one by default; several only with PostgreSQL and Redis', () => {
    const both = { DATABASE_URL: 'postgres://db/dating', REDIS_URL: 'redis://redis' };
    assert.equal(workerCount({}), 1);
    assert.equal(workerCount({ WEB_CONCURRENCY: '1' }), 1);
    assert.equal(workerCount({ ...both, WEB_CONCURRENCY: '4' }), 4);
    assert.throws(() => workerCount({ WEB_CONCURRENCY: '2' }), /needs DATABASE_URL: .*PGlite/);
    assert.throws(
      () => workerCount({ WEB_CONCURRENCY: '2', DATABASE_URL: both.DATABASE_URL }),
      /needs REDIS_URL/,
    );
    for (const value of ['0', '-1', '1.5', 'many']) {
      assert.throws(() => workerCount({ ...both, WEB_CONCURRENCY: value }), /whole number/);
    }
  });
});
