import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { terminateBackends } from '../../test/support/terminateBackends';
import { isDatabaseUnavailable } from './databaseUnavailable';
import { PipelinedPool } from './pipelinedPool';
import type { Database } from './schema';

const url = process.env.DATABASE_URL;
const skip = url ? false : 'DATABASE_URL is not set: the PostgreSQL run is skipped';

/** A URL whose connections carry this name, so that a test can end them (and only them). */
function named(name: string): string {
  const withName = new URL(url!);
  withName.searchParams.set('application_name', name);
  return withName.toString();
}

const DEPTH_4 = { connections: 2, depth: 4 };

interface Answer {
  n: number;
  pid: number;
}

describe('PipelinedPool (PostgreSQL)', { skip }, () => {
  const name = `dating-pipelined-${process.pid}-${randomBytes(3).toString('hex')}`;
  const lost: string[] = [];
  let pool: PipelinedPool;
  const run = async <R>(text: string, values: unknown[] = []) =>
    (await (await pool.connect()).query<R>(text, values)).rows;

  before(() => {
    pool = new PipelinedPool({ connectionString: named(name) }, DEPTH_4, (error, what) =>
      lost.push(`${what}: ${error.message}`),
    );
  });
  after(() => pool.end());

  it('carries a few statements in flight on one connection', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map((n) => run<Answer>('SELECT $1::int AS n, pg_backend_pid() AS pid', [n])),
    );
    assert.deepEqual(
      answers.map((rows) => rows[0]?.n),
      [1, 2, 3],
    );
    assert.equal(new Set(answers.map((rows) => rows[0]?.pid)).size, 1);
  });

  it('answers each of many statements in flight at once with its own rows, on two connections', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        run<Answer>('SELECT $1::int AS n, pg_backend_pid() AS pid', [n]),
      ),
    );
    assert.deepEqual(
      answers.map((rows) => rows[0]?.n),
      Array.from({ length: 60 }, (_, n) => n),
    );
    const backends = new Set(answers.map((rows) => rows[0]?.pid));
    assert.equal(backends.size, 2, 'two connections carried the sixty statements');
  });

  it('fails a refused statement alone, the statements around it answered', async () => {
    const outcomes = await Promise.allSettled(
      [1, 2, 0, 4, 5].map((divisor) => run<{ q: number }>('SELECT 12 / $1::int AS q', [divisor])),
    );
    assert.deepEqual(
      outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value[0]?.q : 'refused')),
      [12, 6, 'refused', 3, 2],
    );
    const refused = outcomes[2] as PromiseRejectedResult;
    assert.match((refused.reason as Error).message, /division by zero/);
  });

  it('fails the statements of a lost connection as the database being away, then connects again', async () => {
    const inFlight = Array.from({ length: 4 }, () =>
      run('SELECT pg_sleep(5)').then(
        () => 'answered',
        (error: unknown) => error,
      ),
    );
    // Once they are running, end the connections under them.
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(await terminateBackends(name), 2);
    const failures = await Promise.all(inFlight);
    for (const failure of failures) {
      assert.ok(isDatabaseUnavailable(failure), `answered 503, not 500: ${String(failure)}`);
    }
    assert.ok(
      lost.some((line) => line.startsWith('database connection lost')),
      lost.join('\n'),
    );
    const [again] = await run<Answer>('SELECT 7 AS n, pg_backend_pid() AS pid');
    assert.equal(again?.n, 7);
  });

  it('refuses what would hold a shared connection: a transaction', async () => {
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await assert.rejects(
      db.transaction().execute((trx) => sql`SELECT 1`.execute(trx)),
      /statements that stand alone: no transactions/,
    );
    const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(db);
    assert.deepEqual(rows, [{ one: 1 }]);
  });
});

describe('PipelinedPool, the database out of reach', () => {
  it('fails a statement as the database being away within the connection timeout', async () => {
    // Accepts connections and never answers, as a hung server does.
    const held = new Set<Socket>();
    const silent = createServer((socket) => held.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const pool = new PipelinedPool(
      {
        connectionString: `postgres://nobody@127.0.0.1:${port}/none`,
        connectionTimeoutMillis: 300,
      },
      DEPTH_4,
      () => {},
    );
    try {
      const started = performance.now();
      const failure = await (
        await pool.connect()
      )
        .query('SELECT 1', [])
        .catch((error: unknown) => error);
      assert.ok(isDatabaseUnavailable(failure), String(failure));
      assert.ok(performance.now() - started < 1500, 'failed within the timeout');
    } finally {
      await pool.end();
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('refuses statements once ended', async () => {
    const pool = new PipelinedPool(
      { connectionString: 'postgres://127.0.0.1:1/none' },
      DEPTH_4,
      () => {},
    );
    await pool.end();
    await assert.rejects(pool.connect(), /Client was closed/);
  });
});
