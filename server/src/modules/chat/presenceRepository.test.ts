import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Kysely, PostgresDialect, sql, type KyselyPlugin } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema';
import { explainedNodes } from '../../../test/support/explainPlan';
import { testBackends, type TestDatabase } from '../../../test/support/testBackends';
import { PresenceRepository, partnersStatement } from './presenceRepository';

const MEMBERS = 1000;

/**
 * A reconnect storm (every socket of a restarted process at once) must not take a statement a
 * socket: on PostgreSQL it runs on a pool of two connections that waits 300 ms at most, where
 * one statement a socket timed out and lost the writes that waited longest.
 */
for (const backend of testBackends()) {
  describe(`presence writes on ${backend.name}`, { skip: backend.skip }, () => {
    let database: TestDatabase;
    let db: Kysely<Database>;
    let memberIds: number[];
    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        statements += 1;
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    };
    const staleBefore = new Date(Date.now() - 60_000);

    before(async () => {
      database = await backend.open({ prepared: true });
      const { rows } = await sql<{ id: number }>`
        INSERT INTO members (email, password_hash, name, birth_date, gender, location, coordinates,
          purposes, created_at)
        SELECT 'presence' || g || '@example.test', 'not-a-hash', 'Presence ' || g,
          date '1990-01-01', 'female', 'Paris', point(2.35, 48.85), ARRAY[1], now()
        FROM generate_series(1, ${MEMBERS}) AS g
        RETURNING id
      `.execute(database.handle.db);
      memberIds = rows.map((row) => row.id);
      db =
        database.config.kind === 'postgres'
          ? new Kysely<Database>({
              dialect: new PostgresDialect({
                pool: new pg.Pool({
                  connectionString: database.config.url,
                  max: 2,
                  connectionTimeoutMillis: 300,
                }),
              }),
            })
          : database.handle.db;
    });
    after(async () => {
      if (db && db !== database?.handle.db) await db.destroy();
      await database?.close();
    });

    const shownOnline = async () => {
      const { rows } = await sql<{ online: number }>`
        SELECT count(*)::int AS online FROM members WHERE online AND id = any(${memberIds}::int[])
      `.execute(database.handle.db);
      return rows[0]?.online;
    };

    it('a thousand sockets opening, then closing, at once take a few statements; each member is told once', async () => {
      const repository = new PresenceRepository(db.withPlugin(counting));
      const opened = new Date();
      statements = 0;
      const cameOnline = await Promise.all(
        memberIds.map((id) => repository.connect(`storm-${id}`, id, 'node-a', staleBefore, opened)),
      );
      assert.ok(cameOnline.every(Boolean), 'every member came online');
      assert.ok(statements <= 4, `${statements} statements for ${MEMBERS} connects`);
      assert.equal(await shownOnline(), MEMBERS);

      const closed = new Date(opened.getTime() + 1000);
      statements = 0;
      const wentOffline = await Promise.all(
        memberIds.map((id) => repository.disconnect(`storm-${id}`, id, staleBefore, closed)),
      );
      assert.ok(wentOffline.every(Boolean), 'every member went offline');
      assert.ok(statements <= 8, `${statements} statements for ${MEMBERS} disconnects`);
      assert.equal(await shownOnline(), 0);
      const { rows } = await sql<{ last_seen: Date }>`
        SELECT DISTINCT last_seen FROM members WHERE id = any(${memberIds}::int[])
      `.execute(database.handle.db);
      assert.deepEqual(
        rows.map((row) => row.last_seen.getTime()),
        [closed.getTime()],
      );
    });

    it("finds a batch's partners by index probes, each member's own, blocked ones left out", async () => {
      // Members paired in chats (0 with 1, 2 with 3...), and 0 also with 2, who blocks 0.
      const pairs = memberIds.flatMap((id, index) =>
        index % 2 === 0 && memberIds[index + 1] ? [[id, memberIds[index + 1]!]] : [],
      );
      const [first = 0, second = 0, third = 0] = memberIds;
      const chats = [...pairs, [first, third]];
      await sql`
        INSERT INTO chats (member_low, member_high, created_at)
        SELECT low, high, now() FROM unnest(
          ${sql.val(chats.map(([a = 0, b = 0]) => Math.min(a, b)))}::int[],
          ${sql.val(chats.map(([a = 0, b = 0]) => Math.max(a, b)))}::int[]
        ) AS input(low, high)
      `.execute(database.handle.db);
      await sql`INSERT INTO blocks (blocker_id, blocked_id, created_at)
        VALUES (${third}, ${first}, now())`.execute(database.handle.db);
      const repository = new PresenceRepository(db);
      const found = await Promise.all(memberIds.map((id) => repository.partnersOf(id)));
      assert.deepEqual(found[0], [second]);
      assert.deepEqual(found[1], [first]);
      assert.deepEqual(found[2], [memberIds[3]]);
      assert.ok(found.every((partners) => partners.length === 1));

      const scans = (await explainedNodes(database.handle.db, partnersStatement(memberIds))).filter(
        (node) => node['Relation Name'] === 'chats',
      );
      assert.equal(scans.length, 2, JSON.stringify(scans));
      for (const scan of scans) {
        assert.ok(scan['Index Cond'] ?? scan['Recheck Cond'], JSON.stringify(scan));
      }
      // About a row a probe (PostgreSQL before 18 rounds a loop's rows up to 1), not every chat
      // for every member (500,000 here).
      const read = scans.reduce((sum, scan) => sum + scan['Actual Rows'] * scan['Actual Loops'], 0);
      assert.ok(read <= 2 * MEMBERS, `${read} chat rows read`);
    });

    it('two tabs of one member: opening together tells once, closing one keeps them online', async () => {
      const repository = new PresenceRepository(db);
      const [member = 0, other = 0] = memberIds;
      const now = new Date();
      assert.deepEqual(
        await Promise.all([
          repository.connect('tab-1', member, 'node-a', staleBefore, now),
          repository.connect('tab-2', member, 'node-a', staleBefore, now),
          repository.connect('tab-3', other, 'node-a', staleBefore, now),
        ]),
        [true, false, true],
      );
      assert.equal(await repository.disconnect('tab-1', member, staleBefore, now), false);
      assert.equal(await shownOnline(), 2);
      assert.deepEqual(
        await Promise.all([
          repository.disconnect('tab-2', member, staleBefore, now),
          repository.disconnect('tab-3', other, staleBefore, now),
        ]),
        [true, true],
      );
      assert.equal(await shownOnline(), 0);
    });
  });
}
