import assert from 'node:assert/strict';
import { createServer, type Socket } from 'node:net';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { testBackends } from '../../test/support/testBackends';
import { openDatabase } from './openDatabase';

const postgres = testBackends().find((backend) => backend.name === 'PostgreSQL')!;

describe('a PostgreSQL pool', { skip: postgres.skip }, () => {
  it('lets a call wait for a free connection of a busy pool longer than a new connection may take', async () => {
    const database = await postgres.open();
    try {
      const { db } = database.handle;
      // Every connection of the pool (10) busy for 1.5 s, past a new connection's 1 s.
      const busy = Array.from({ length: 10 }, () => sql`select pg_sleep(1.5)`.execute(db));
      const started = Date.now();
      const { rows } = await sql<{ answer: number }>`select 1 as answer`.execute(db);
      assert.equal(rows[0]?.answer, 1);
      assert.ok(Date.now() - started >= 1000, 'it waited for a busy connection');
      await Promise.all(busy);
    } finally {
      await database.close();
    }
  });

  it('runs no statement through JIT on any lane, and keeps the options the URL carries', async () => {
    const database = await postgres.open();
    const url = new URL(database.config.kind === 'postgres' ? database.config.url : '');
    const given = url.searchParams.get('options');
    url.searchParams.set('options', [given, '-c statement_timeout=4321'].filter(Boolean).join(' '));
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      const setting = (name: string) =>
        sql<{ value: string }>`select current_setting(${name}) as value`;
      const lanes = {
        ordinary: handle.database.ordinary,
        shortReads: handle.database.shortReads,
      };
      for (const [lane, db] of Object.entries(lanes)) {
        assert.equal((await setting('jit').execute(db)).rows[0]?.value, 'off', lane);
        assert.equal((await setting('statement_timeout').execute(db)).rows[0]?.value, '4321ms');
      }
      const nearest = await handle.database.nearestFirst((db) => setting('jit').execute(db));
      assert.equal(nearest.rows[0]?.value, 'off', 'nearestFirst');
      // A statement estimated far past jit_above_cost (100,000) is planned without JIT. A plain
      // EXPLAIN names JIT when the plan would use it, without running the 9 million rows.
      const plan = await sql<{ 'QUERY PLAN': string }>`explain (format text)
        select count(*) from generate_series(1, 3000) a, generate_series(1, 3000) b
        where a + b = 17`.execute(handle.db);
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      assert.doesNotMatch(text, /JIT/);
    } finally {
      await handle.close();
      await database.close();
    }
  });

  it('gives up a new connection to a server that does not answer within about a second', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const handle = await openDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${port}/nowhere`,
    });
    try {
      const started = Date.now();
      await assert.rejects(sql`select 1`.execute(handle.db));
      const waited = Date.now() - started;
      assert.ok(waited >= 900 && waited < 2500, `gave up after ${waited} ms`);
    } finally {
      await handle.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
