import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { testBackends, type TestDatabase } from '../../test/support/testBackends';
import { reusableQuery } from './reusableQuery';
import type { Database } from './schema';

interface ProbeDatabase {
  probe: { id: number; name: string; city: string };
}
const probes = (db: Kysely<Database>) => db as unknown as Kysely<ProbeDatabase>;

for (const backend of testBackends()) {
  describe(`reusable queries on ${backend.name}`, { skip: backend.skip }, () => {
    let database: TestDatabase;

    before(async () => {
      database = await backend.open();
      await sql`create table probe (id integer primary key, name text not null, city text not null)`.execute(
        database.handle.db,
      );
      await sql`insert into probe values (1, 'Ana', 'Lyon'), (2, 'Bo', 'Oslo'), (3, 'Cy', 'Oslo')`.execute(
        database.handle.db,
      );
    });
    after(() => database.close());

    it('builds a shape once and answers every call with its own values', async () => {
      let builds = 0;
      const namesIn = reusableQuery((db, column: 'name' | 'city', city: string, above: number) => {
        builds += 1;
        return probes(db)
          .selectFrom('probe')
          .select(column)
          .where('city', '=', city)
          .where('id', '>', above)
          .orderBy('id');
      });
      const db = database.handle.db;
      assert.deepEqual(await namesIn(db, 'name', 'Oslo', 0), [{ name: 'Bo' }, { name: 'Cy' }]);
      assert.deepEqual(await namesIn(db, 'name', 'Oslo', 2), [{ name: 'Cy' }]);
      assert.deepEqual(await namesIn(db, 'name', 'Lyon', 0), [{ name: 'Ana' }]);
      assert.equal(builds, 1);
      // Another shape is another SQL text, built once too.
      assert.deepEqual(await namesIn(db, 'city', 'Lyon', 0), [{ city: 'Lyon' }]);
      assert.deepEqual(await namesIn(db, 'name', 'Paris', 0), []);
      assert.equal(builds, 2);
    });

    it('runs in the transaction it is given', async () => {
      const renamed = reusableQuery((db, _shape: '', id: number, name: string) =>
        probes(db).updateTable('probe').set({ name }).where('id', '=', id).returning('name'),
      );
      await assert.rejects(
        database.handle.db.transaction().execute(async (trx) => {
          assert.deepEqual(await renamed(trx, '', 1, 'Eve'), [{ name: 'Eve' }]);
          throw new Error('roll back');
        }),
        /roll back/,
      );
      const [row] = await probes(database.handle.db)
        .selectFrom('probe')
        .select('name')
        .where('id', '=', 1)
        .execute();
      assert.deepEqual(row, { name: 'Ana' });
    });

    it('refuses a build that does not bind a value', async () => {
      const careless = reusableQuery((db, _shape: '', _id: number) =>
        probes(db).selectFrom('probe').select('name'),
      );
      await assert.rejects(careless(database.handle.db, '', 1), /value 0 is not a bound value/);
    });
  });
}
