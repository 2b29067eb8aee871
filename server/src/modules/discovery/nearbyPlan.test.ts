import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/openDatabase';
import { prepareDatabase } from '../../db/prepareDatabase';
import { testBackends, type TestDatabase } from '../../../test/support/testBackends';
import { DiscoveryRepository, type NearbyQuery } from './discoveryRepository';

/**
 * The nearest part of webgetpeople must stay a nearest-neighbour scan of the SP-GiST index that
 * stops after the page; a plan that filters the whole area and then sorts it is a defect.
 */
for (const backend of testBackends()) {
  describe(`the plan of people near you on ${backend.name}`, { skip: backend.skip }, () => {
    let database: TestDatabase;
    let handle: DatabaseHandle;

    before(async () => {
      database = await backend.open();
      handle = database.handle;
      await prepareDatabase(handle.db);
      await sql`
        INSERT INTO members (email, password_hash, name, birth_date, gender, location, coordinates,
          purposes, created_at)
        SELECT 'plan' || g || '@example.test', 'not-a-hash', 'Plan ' || g,
          date '1970-01-01' + (g % 9000), 'female', 'City ' || (g % 20),
          point(2 + (g % 20) + (g * 7 % 100) / 400.0, 45 + (g * 13 % 100) / 400.0), ARRAY[1], now()
        FROM generate_series(1, 20000) AS g
      `.execute(handle.db);
      await sql`ANALYZE members`.execute(handle.db);
    });
    after(async () => {
      await database?.close();
    });

    it('scans the coordinates index in distance order and stops after the page', async () => {
      const repository = new DiscoveryRepository(handle.db);
      const searcher = await repository.findSearcher(1);
      assert.ok(searcher);
      const query: NearbyQuery = {
        searcher,
        bornOnOrBefore: '2008-01-01',
        bornAfter: '1960-01-01',
        gender: null,
        purposes: [1],
        km: 100,
        limit: 20,
        now: new Date(),
      };
      const plan = await repository.explainNearby(query, false);
      assert.match(
        plan,
        /Index Scan using members_coordinates on members m \(actual time=[\d.]+ rows=2\d(\.00)? loops=1\)/,
        'the index scan stops after the page (20 and a few filtered out)',
      );
      assert.match(plan, /Order By: \(coordinates <-> /);
      assert.doesNotMatch(plan, /Sort Key/);
      const people = await repository.nearbyPeople(query);
      assert.equal(people.length, 20);
    });
  });
}
