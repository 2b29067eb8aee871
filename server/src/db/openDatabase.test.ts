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
