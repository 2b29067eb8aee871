import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { testBackends, type TestDatabase } from '../../test/support/testBackends';
import type { DatabaseLanes } from './databaseLanes';
import type { Database } from './schema';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The database handles a parameter list names: Kysely handles and DatabaseLanes. */
const handlesIn = (parameters: string) =>
  (parameters.match(/\bKysely<|\bTransaction<|\bDatabaseLanes\b/g) ?? []).length;

describe('one database handle', () => {
  it('is what every repository constructor takes, at most', () => {
    const repositories = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('Repository.ts'),
    );
    assert.ok(repositories.length > 10);
    for (const file of repositories) {
      const text = readFileSync(path.join(SOURCE, file), 'utf8');
      for (const [, parameters = ''] of text.matchAll(/constructor\(([\s\S]*?)\)\s*\{/g)) {
        assert.ok(
          handlesIn(parameters) <= 1,
          `${file}: a repository takes one handle (DatabaseLanes picks the lane, db/README.md)`,
        );
      }
    }
  });

  it('is what the modules are given: the lanes, and their ordinary lane for the plain ones', () => {
    const text = readFileSync(path.join(SOURCE, 'composition', 'services.ts'), 'utf8');
    const [, infrastructure = ''] = /interface Infrastructure \{([\s\S]*?)\n\}/.exec(text) ?? [];
    assert.equal((infrastructure.match(/\bDatabaseLanes\b/g) ?? []).length, 1);
    assert.equal(handlesIn(infrastructure), 2);
  });
});

const setting = async (db: Kysely<Database>, name: string) =>
  (await sql<{ value: string }>`select current_setting(${name}) as value`.execute(db)).rows[0]
    ?.value;

for (const backend of testBackends()) {
  describe(`the lanes on ${backend.name}`, { skip: backend.skip }, () => {
    let database: TestDatabase;
    let lanes: DatabaseLanes;

    before(async () => {
      database = await backend.open();
      lanes = database.handle.database;
    });
    after(() => database?.close());

    it('runs the nearest-first read under its planner settings, and only it', async () => {
      const inside = await lanes.nearestFirst(async (db) => ({
        seqscan: await setting(db, 'enable_seqscan'),
        sort: await setting(db, 'enable_sort'),
      }));
      assert.deepEqual(inside, { seqscan: 'off', sort: 'off' });
      assert.equal(await setting(lanes.ordinary, 'enable_seqscan'), 'on');
      assert.equal(await setting(lanes.shortReads, 'enable_seqscan'), 'on');
    });

    it('keeps one generic plan of each statement on the batches lane, and only there', async () => {
      assert.equal(await setting(lanes.ordinary, 'plan_cache_mode'), 'auto');
      assert.equal(await setting(lanes.shortReads, 'plan_cache_mode'), 'auto');
      // PGlite has one connection: its batches run on the ordinary lane, planned as usual.
      const batches = backend.name === 'PostgreSQL' ? 'force_generic_plan' : 'auto';
      assert.equal(await setting(lanes.batches, 'plan_cache_mode'), batches);
    });

    it('keeps transactions off the short-reads lane where it is pipelined', async () => {
      const work = lanes.shortReads.transaction().execute(() => Promise.resolve());
      if (backend.name === 'PostgreSQL') await assert.rejects(work, /stand alone/);
      else await work;
    });
  });
}
