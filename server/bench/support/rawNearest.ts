import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

/**
 * The raw nearest-neighbour query webgetpeople builds on: one member's 20 nearest others within
 * about 100 km, straight on the positions index (members_deck_position), nothing else read.
 * The benches' baseline.
 * The member's position comes in as the scan's parameter (an init plan), as webgetpeople's own
 * statement takes it: joined to the member's row instead, the planner cannot walk the index in
 * distance order and reads every member in the box (over a second in Paris at 1,000,000).
 */
const rawNearestStatement = (memberId: number) => sql`
  SELECT o.id FROM members o
  WHERE o.id <> ${memberId}
    AND o.coordinates <@ (
      SELECT box(point(coordinates[0] - 1.3, coordinates[1] - 0.9),
                 point(coordinates[0] + 1.3, coordinates[1] + 0.9))
      FROM members WHERE id = ${memberId})
  ORDER BY o.coordinates <-> (SELECT coordinates FROM members WHERE id = ${memberId})
  LIMIT 20
`;

export async function rawNearest(db: Kysely<Database>, memberId: number): Promise<void> {
  await rawNearestStatement(memberId).execute(db);
}

/** The raw query's plan for one member, with its times (EXPLAIN ANALYZE). */
export async function explainRawNearest(db: Kysely<Database>, memberId: number): Promise<string> {
  const { rows } = await sql<{
    'QUERY PLAN': string;
  }>`EXPLAIN (ANALYZE, BUFFERS) ${rawNearestStatement(memberId)}`.execute(db);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}
