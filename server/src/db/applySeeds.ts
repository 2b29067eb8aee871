import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Default data a module installs once per database (admin edits must survive restarts). */
export interface Seed {
  name: string;
  /** Runs inside the transaction that records the seed: use only the db it is given. */
  run(db: Kysely<Database>): Promise<void>;
}

/** Runs each seed not yet recorded; two processes starting at once run it once between them. */
export async function applySeeds(db: Kysely<Database>, seeds: readonly Seed[]): Promise<void> {
  for (const seed of seeds) {
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('applied_seeds')
        .values({ name: seed.name })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .returning('name')
        .executeTakeFirst();
      if (claimed) await seed.run(trx);
    });
  }
}
