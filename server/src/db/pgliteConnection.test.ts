import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteConfig } from './pgliteConnection';
import { PreparingClient } from './preparedStatements';

describe('node-postgres on PGlite', () => {
  let pglite: PGlite;
  let pool: pg.Pool;

  before(async () => {
    pglite = await PGlite.create();
    await pglite.exec('create table probe (id integer primary key, name text not null)');
    pool = new pg.Pool({ ...pgliteConfig(pglite), Client: PreparingClient });
  });
  after(async () => {
    await pool.end();
    await pglite.close();
  });

  it('answers queries with values, prepared or not, and plain queries', async () => {
    await pool.query('insert into probe values ($1, $2), ($3, $4)', [1, 'one', 2, 'two']);
    const byId = 'select name from probe where id = $1';
    assert.deepEqual((await pool.query(byId, [1])).rows, [{ name: 'one' }]);
    assert.deepEqual((await pool.query(byId, [2])).rows, [{ name: 'two' }]);
    assert.deepEqual((await pool.query('select count(*)::int as n from probe')).rows, [{ n: 2 }]);
  });

  it('answers a failing statement with its error, and the next one normally', async () => {
    await assert.rejects(pool.query('insert into probe values ($1, $2)', [1, 'again']), {
      code: '23505',
    });
    await assert.rejects(pool.query('select nothing from probe where id = $1', [1]), {
      code: '42703',
    });
    assert.deepEqual((await pool.query('select name from probe where id = $1', [1])).rows, [
      { name: 'one' },
    ]);
  });

  it('keeps a transaction whole: rolled back, nothing of it stays', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('update probe set name = $1 where id = $2', ['changed', 1]);
      assert.deepEqual((await client.query('select name from probe where id = $1', [1])).rows, [
        { name: 'changed' },
      ]);
      await client.query('rollback');
    } finally {
      client.release();
    }
    assert.deepEqual((await pool.query('select name from probe where id = $1', [1])).rows, [
      { name: 'one' },
    ]);
  });
});
