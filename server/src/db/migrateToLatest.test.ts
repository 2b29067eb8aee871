import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { testBackends, type TestDatabase } from '../../test/support/testBackends';
import { migrateToLatest } from './migrateToLatest';

for (const backend of testBackends()) {
  describe(`migrations on ${backend.name}`, { skip: backend.skip }, () => {
    const databases: TestDatabase[] = [];
    before(async () => {
      databases.push(await backend.open(), await backend.open());
    });
    after(() => Promise.all(databases.map((database) => database.close())));

    it("migrate a schema while another schema of the database holds its own migrations' tables", async () => {
      const [first, second] = databases.map((database) => database.handle.db);
      await migrateToLatest(first!);
      await migrateToLatest(second!);

      const { rows } = await sql<{ tables: string }>`
        select count(*) as tables from information_schema.tables
        where table_schema = current_schema() and table_name = 'members'
      `.execute(second!);
      assert.equal(Number(rows[0]!.tables), 1);
      // Migrating again finds nothing left to do.
      await migrateToLatest(second!);
    });
  });
}
