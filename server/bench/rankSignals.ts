/**
 * The deck's rank signals at scale: seeds a country (seedCountry, 150,000 members by default),
 * then times the `rank-signals` job's count of everyone against its count of what changed after
 * half an hour of writes (swipes, some of them again, messages and rewinds, listed by the
 * triggers as the app's writes are), and checks that both leave the same rows.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     pnpm --filter @dating/server bench:rank-signals [--members 150000] [--swipes 3000] \
 *     [--messages 2000] [--rewinds 50]
 *
 * PostgreSQL with DATABASE_URL (a fresh schema, dropped at the end), else PGlite in memory.
 * A benchmark, not a test: the figures move with the machine's other work (load average printed).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { DiscoveryRepository } from '../src/modules/discovery/discoveryRepository';
import { benchBackend } from '../test/support/testBackends';
import { seedCountry } from './support/seedCountry';

const { values: options } = parseArgs({
  options: {
    members: { type: 'string', default: '150000' },
    swipes: { type: 'string', default: '3000' },
    messages: { type: 'string', default: '2000' },
    rewinds: { type: 'string', default: '50' },
  },
});
const HALF_HOUR_MS = 30 * 60_000;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

const backend = benchBackend();
const database = await backend.open({ prepared: true });
const { db } = database.handle;
const repository = new DiscoveryRepository(database.handle.database);
try {
  // The rows point at no files: nothing here reads a photo.
  const names = ['bench-photo.jpg'];
  const seeded = await seedCountry(
    db,
    {
      count: Number(options.members),
      images: { full: names, blurred: names, card: names },
      tokenPrefix: 'bench-',
    },
    (step) => console.log(`seed: ${step}`),
  );
  console.log(`${backend.name}, ${os.cpus().length} cores; ${JSON.stringify(seeded.rows)}`);

  const timed = async (label: string, now: Date) => {
    const started = performance.now();
    const counted = await repository.refreshRankSignals(now);
    const ms = performance.now() - started;
    const members = counted.counted === 'all' ? 'everyone' : `${counted.members} members`;
    console.log(`${label}: ${members} in ${ms.toFixed(0)} ms (load average ${load()})`);
  };
  const forget = () => db.updateTable('rank_signals_counted').set({ counted_at: null }).execute();
  const rows = async () =>
    (
      await sql<{ rows: string }>`
        SELECT coalesce(string_agg(concat_ws(':', member_id, reply_rate, swipes_received,
          recount_at), ',' ORDER BY member_id), '') AS rows FROM rank_signals`.execute(db)
    ).rows[0]?.rows;

  const start = new Date();
  await timed('everyone, the first count (every row written)', start);
  await forget();
  await timed('everyone again (no row changed)', start);

  // Half an hour of writes, dated within it; the triggers list them as the app's writes.
  const within = sql`${start}::timestamptz + random() * interval '30 minutes'`;
  const drawn = (table: 'members' | 'chats', count: string) => sql`
    SELECT DISTINCT 1 + floor(random() * top.id)::int AS id, g
    FROM generate_series(1, ${Number(count)}) AS g,
      (SELECT max(id) AS id FROM ${sql.table(table)}) AS top`;
  await sql`
    INSERT INTO swipes (swiper_id, target_id, kind, created_at)
    SELECT DISTINCT ON (s.id, t.id) s.id, t.id,
      CASE WHEN random() < 0.65 THEN 'nope' ELSE 'like' END, ${within}
    FROM (${drawn('members', options.swipes)}) AS swiper
      JOIN (${drawn('members', options.swipes)}) AS target USING (g)
      JOIN members s ON s.id = swiper.id
      JOIN members t ON t.id = target.id AND t.id <> s.id
    ON CONFLICT (swiper_id, target_id) DO UPDATE SET created_at = excluded.created_at
  `.execute(db);
  await sql`
    INSERT INTO chat_messages (chat_id, sender_id, client_id, type, text, created_at)
    SELECT c.id, CASE WHEN random() < 0.5 THEN c.member_low ELSE c.member_high END,
      'bench-' || picked.g, 'text', 'On se retrouve au café samedi ?', ${within}
    FROM (${drawn('chats', options.messages)}) AS picked JOIN chats c ON c.id = picked.id
  `.execute(db);
  await sql`
    DELETE FROM swipes WHERE (swiper_id, target_id) IN (
      SELECT swiper_id, target_id FROM swipes ORDER BY random() LIMIT ${Number(options.rewinds)})
  `.execute(db);
  const { rows: listed } = await sql<{ changes: number }>`
    SELECT count(*)::int AS changes FROM rank_signal_changes`.execute(db);
  console.log(
    `half an hour: ${options.swipes} swipes, ${options.messages} messages, ${options.rewinds} rewinds (${listed[0]?.changes} changes listed)`,
  );

  const later = new Date(start.getTime() + HALF_HOUR_MS);
  await timed('what changed, half an hour later', later);
  const changed = await rows();
  await forget();
  await timed('everyone at the same time', later);
  const same = changed === (await rows());
  console.log(same ? 'the same rows either way' : 'THE ROWS DIFFER');
  if (!same) process.exitCode = 1;
} finally {
  await database.close();
}
