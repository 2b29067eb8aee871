import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { testBackends, type TestDatabase } from '../../test/support/testBackends';
import type { Database } from './schema';

/** The statements this session holds prepared, by their SQL text. */
async function preparedTexts(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{
    statement: string;
  }>`select statement from pg_prepared_statements`.execute(db);
  return rows.map((row) => row.statement);
}

for (const backend of testBackends()) {
  describe(`prepared statements on ${backend.name}`, { skip: backend.skip }, () => {
    let database: TestDatabase;

    before(async () => {
      database = await backend.open();
      await sql`create table probe (id integer primary key, name text not null)`.execute(
        database.handle.db,
      );
      await sql`insert into probe values (1, 'one'), (2, 'two')`.execute(database.handle.db);
    });
    after(() => database.close());

    const byId = (db: Kysely<Database>, id: number) =>
      sql<Record<string, unknown>>`select * from probe where id = ${id}`.execute(db);

    it('runs a query with values as a statement prepared once, whatever the values', async () => {
      // One connection, so every query runs in the session whose statements it reads.
      await database.handle.db.connection().execute(async (db) => {
        assert.deepEqual((await byId(db, 1)).rows, [{ id: 1, name: 'one' }]);
        assert.deepEqual((await byId(db, 2)).rows, [{ id: 2, name: 'two' }]);
        const probes = (await preparedTexts(db)).filter((text) => text.includes('from probe'));
        assert.deepEqual(probes, ['select * from probe where id = $1']);
      });
    });

    it('answers with the new columns after its table changed, instead of failing', async () => {
      await database.handle.db.connection().execute(async (db) => {
        assert.deepEqual((await byId(db, 1)).rows, [{ id: 1, name: 'one' }]);
        await sql`alter table probe add column city text not null default 'Paris'`.execute(db);
        assert.deepEqual((await byId(db, 1)).rows, [{ id: 1, name: 'one', city: 'Paris' }]);
      });
    });
  });
}
