import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_LANGUAGE } from '@dating/contract/rules';
import { sql, type Kysely } from 'kysely';
import { DatabaseLanes } from '../../db/databaseLanes';
import type { DatabaseHandle } from '../../db/openDatabase';
import type { Database } from '../../db/schema';
import { testBackends, type TestDatabase } from '../../../test/support/testBackends';
import { DiscoveryRepository, type NearbyQuery } from './discoveryRepository';

/**
 * The nearest part of webgetpeople must stay a nearest-neighbour scan of the index of positions
 * that stops after the page, skipping in the index whoever misses the age, gender or verified
 * dealbreaker, and the boosted part a scan of the boosted members' own index of positions within
 * its box; a plan that filters the whole area and then sorts it, or reads every boosted
 * member, is a defect.
 */
for (const backend of testBackends()) {
  describe(`the plan of people near you on ${backend.name}`, { skip: backend.skip }, () => {
    let database: TestDatabase;
    let handle: DatabaseHandle;

    before(async () => {
      database = await backend.open({ prepared: true });
      handle = database.handle;
      await sql`
        INSERT INTO members (email, password_hash, name, birth_date, gender, location, coordinates,
          purposes, created_at)
        SELECT 'plan' || g || '@example.test', 'not-a-hash', 'Plan ' || g,
          date '1970-01-01' + (g % 9000), 'female', 'City ' || (g % 20),
          point(2 + (g % 20) + (g * 7 % 100) / 400.0, 45 + (g * 13 % 100) / 400.0), ARRAY[1], now()
        FROM generate_series(1, 20000) AS g
      `.execute(handle.db);
      // Members who bought a boost: half of them live now, half expired.
      await sql`
        UPDATE members SET boosted_until = now() + interval '1 hour' * (1 - 2 * (id / 100 % 2))
        WHERE id % 100 = 0
      `.execute(handle.db);
      // The searcher has swiped on 3,000 members and blocked 500, and 3,000 other blocks and
      // 3,000 matches are between others: read for each member the deck passes, they made a page
      // take seconds.
      await sql`
        INSERT INTO swipes (swiper_id, target_id, kind, created_at)
        SELECT 1, g, 'nope', now() FROM generate_series(17001, 20000) AS g
      `.execute(handle.db);
      await sql`
        INSERT INTO blocks (blocker_id, blocked_id, created_at)
        SELECT 1, g, now() FROM generate_series(16501, 17000) AS g
        UNION ALL SELECT g, g + 1, now() FROM generate_series(2, 3001) AS g
      `.execute(handle.db);
      await sql`
        INSERT INTO matches (member_low, member_high, created_at)
        SELECT g, g + 2, now() FROM generate_series(2, 3001) AS g
      `.execute(handle.db);
      await sql`ANALYZE members`.execute(handle.db);
      await sql`ANALYZE swipes`.execute(handle.db);
      await sql`ANALYZE blocks`.execute(handle.db);
      await sql`ANALYZE matches`.execute(handle.db);
    });
    after(async () => {
      await database?.close();
    });

    it('scans the coordinates index in distance order and stops after the page', async () => {
      const repository = new DiscoveryRepository(handle.database);
      const query: NearbyQuery = {
        searcherId: 1,
        limit: 20,
        now: new Date(),
        language: DEFAULT_LANGUAGE,
      };
      const plan = await repository.explainNearby(query);
      assert.match(
        plan,
        /Index Scan using members_deck_position on members m(_\d+)? \(actual time=[\d.]+ rows=8\d(\.00)? loops=1\)/,
        'the index scan stops after the ranking window (4 x 20 and a few filtered out)',
      );
      // A parameter of the plan: `$3` on PostgreSQL 15, `(InitPlan 3).col1` on PGlite's 17.
      const param = String.raw`(?:\$\d+|\(InitPlan \d+\)\.col1)`;
      assert.match(
        plan,
        new RegExp(
          String.raw`Index Cond: \(\(coordinates <@ ${param}\) AND \(birth_date <= ${param}\) AND \(birth_date > ${param}\) AND \(gender >= ${param}\) AND \(gender <= ${param}\) AND \(verified >= ${param}\)(?: AND \(deck_traits OPERATOR\(intarray\.&&\) ${param}\)){6}\)`,
        ),
        'the age, gender, verified and many-valued dealbreakers are read in the index, not row by row',
      );
      assert.match(plan, /Order By: \(coordinates <-> /);
      assert.match(
        plan,
        new RegExp(
          String.raw`Index Scan using members_boosted_coordinates on members m(_\d+)? .*\n\s+Index Cond: \(\(coordinates <@ ${param}\) AND \(boosted_until > ${param}\)\)`,
        ),
        'the boosted part reads the members boosted now near the searcher: not the area, the country nor ended boosts',
      );
      // Blocks, swipes and matches are probed by key for each member: a scan of one of them with
      // no index condition, or of all the searcher's swipes, is read again for every member.
      assert.doesNotMatch(plan, /on (blocks|matches)( \w+)? \((actual|never)[^\n]*\n\s+Filter:/);
      assert.match(
        plan,
        new RegExp(
          String.raw`on swipes w(_\d+)? \(actual[^\n]*\n\s+Index Cond: \(.*target_id = m(_\d+)?\.id\)`,
        ),
        "the searcher's swipe on each member is one probe, not a read of all their swipes",
      );
      // The page itself is sorted by shown distance; never the area by exact distance.
      assert.doesNotMatch(plan, /Sort Key: .*coordinates <->/);
      const window = await repository.nearbyPage(query);
      assert.equal(window.length, 80);
    });

    it('skips in the index whoever misses a purpose and family plans the searcher requires', async () => {
      // One member in 25 is here for purpose 2 too; of those, one in 5 shows the family plans
      // wanted (one in 125 of all: 40 in the searcher's town), another one in 5 hides them.
      await sql`
        UPDATE members SET purposes = ARRAY[1, 2],
          family_plans = CASE WHEN id / 25 % 5 < 2 THEN 'want_children' END,
          field_privacy = CASE WHEN id / 25 % 5 = 1 THEN '{"family_plans": "only_me"}'::jsonb
            ELSE '{}'::jsonb END
        WHERE id % 25 = 0
      `.execute(handle.db);
      await sql`
        UPDATE members SET filter_purposes = ARRAY[2], filter_family_plans = ARRAY['want_children']
        WHERE id = 5
      `.execute(handle.db);
      const repository = new DiscoveryRepository(handle.database);
      const query: NearbyQuery = {
        searcherId: 5,
        limit: 5,
        now: new Date(),
        language: DEFAULT_LANGUAGE,
      };
      const plan = await repository.explainNearby(query);
      const lines = plan.split('\n');
      const first = lines.findIndex((line) =>
        line.includes('Index Scan using members_deck_position'),
      );
      const next = lines.findIndex((line, index) => index > first && /^\s*->\s/.test(line));
      const scan = lines.slice(first, next).join('\n');
      const removed = (what: string) =>
        Number(new RegExp(`Rows Removed by ${what}: (\\d+)`).exec(scan)?.[1] ?? 0);
      // Read row by row, the scan removed about 24 members of the town for each one it kept.
      assert.ok(first >= 0, plan);
      assert.ok(
        removed('Filter') + removed('Index Recheck') < 100,
        `the members who miss them are skipped in the index: ${scan}`,
      );
      const page = await repository.nearbyPage(query);
      const kept = page.map((row) => row.id);
      assert.ok(kept.length > 0);
      assert.ok(
        kept.every((id) => id % 25 === 0 && (id / 25) % 5 === 0),
        `only members who show the plans wanted: ${kept.join(', ')}`,
      );
    });

    it('runs that plan at every call, never planning the statement anew', async () => {
      const calls = async (repository: DiscoveryRepository, db: Kysely<Database>) => {
        for (let searcherId = 1; searcherId <= 7; searcherId += 1) {
          await repository.nearbyPage({
            searcherId,
            limit: 20,
            now: new Date(),
            language: DEFAULT_LANGUAGE,
          });
        }
        const { rows } = await sql<{ custom: number; generic: number }>`
          SELECT sum(custom_plans)::int AS custom, sum(generic_plans)::int AS generic
          FROM pg_prepared_statements WHERE statement LIKE '%"boosted" as (select%'
        `.execute(db);
        return rows[0];
      };
      // On one connection, whose prepared statements pg_prepared_statements lists (the read's
      // pipelined connections take one call at a time on the first).
      const plans =
        backend.name === 'PostgreSQL'
          ? await handle.database.nearestFirst((lane) =>
              lane
                .connection()
                .execute((db) =>
                  calls(new DiscoveryRepository(new DatabaseLanes(handle.db, db)), db),
                ),
            )
          : await calls(new DiscoveryRepository(handle.database), handle.db);
      assert.equal(plans?.custom, 0, 'no call planned for its own values');
      assert.ok((plans?.generic ?? 0) >= 7, 'every call ran the generic plan');
    });
  });
}
