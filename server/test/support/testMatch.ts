import type { FastifyInstance } from 'fastify';
import { orderedPair } from '../../src/db/orderedPair';

/** Two members matched straight in the database (as a mutual like leaves them). */
export async function matchTestMembers(
  app: FastifyInstance,
  memberId: number,
  otherId: number,
): Promise<void> {
  await app.db
    .insertInto('matches')
    .values({ ...orderedPair(memberId, otherId), created_at: new Date() })
    .onConflict((conflict) => conflict.constraint('matches_pair_unique').doNothing())
    .execute();
}
