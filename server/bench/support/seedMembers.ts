import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

const BATCH = 100_000;

/**
 * `count` members around `cities` cities spread over the inhabited latitudes, each within about
 * 25 km of its city (one city: all near one point), ages 18 to 60, every gender; about one in a
 * thousand has a boost running. Answers the ids, first to last.
 */
export async function seedMembers(
  db: Kysely<Database>,
  count: number,
  cities: number,
): Promise<{ first: number; last: number }> {
  let first = 0;
  let last = 0;
  for (let start = 1; start <= count; start += BATCH) {
    const end = Math.min(count, start + BATCH - 1);
    const { rows } = await sql<{ first: number; last: number }>`
      WITH inserted AS (
        INSERT INTO members (email, password_hash, name, birth_date, gender, location, coordinates,
          purposes, created_at)
        SELECT 'bench' || g || '@example.test', 'not-a-hash', 'Bench ' || g,
          date '1966-01-01' + (g::bigint * 7919 % 14000)::int, (ARRAY['female', 'male', 'other'])[1 + g % 3],
          'City ' || (g % ${cities}),
          point(-120 + ((g % ${cities}) * 37 % 240) + (random() - 0.5) * 0.6,
                -35 + ((g % ${cities}) * 13 % 95) + (random() - 0.5) * 0.4),
          ARRAY[1 + g % 5], now()
        FROM generate_series(${start}::int, ${end}::int) AS g
        RETURNING id
      )
      SELECT min(id) AS first, max(id) AS last FROM inserted
    `.execute(db);
    first ||= rows[0]?.first ?? 0;
    last = rows[0]?.last ?? last;
  }
  // A boost is short: about one member in a thousand has one running.
  await sql`UPDATE members SET boosted_until = now() + interval '20 minutes' WHERE id % 1000 = 7`.execute(
    db,
  );
  await sql`ANALYZE members`.execute(db);
  return { first, last };
}
