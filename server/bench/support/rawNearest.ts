import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

/**
 * The raw nearest-neighbour query webgetpeople builds on: one member's 20 nearest others within
 * about 100 km, straight on the SP-GiST index, nothing else read. The benches' baseline.
 */
export async function rawNearest(db: Kysely<Database>, memberId: number): Promise<void> {
  await sql`
    SELECT o.id FROM members o, members me
    WHERE me.id = ${memberId} AND o.id <> me.id
      AND o.coordinates <@ box(point(me.coordinates[0] - 1.3, me.coordinates[1] - 0.9),
                               point(me.coordinates[0] + 1.3, me.coordinates[1] + 0.9))
    ORDER BY o.coordinates <-> me.coordinates LIMIT 20
  `.execute(db);
}
