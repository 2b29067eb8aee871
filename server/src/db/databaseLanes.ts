import { sql, type Kysely } from 'kysely';
import { setNearestFirstLocally } from './nearestFirstPlan';
import type { Database } from './schema';

/**
 * The app's database as one handle, whose lane a query takes by its kind (README.md, "Lanes"):
 *
 * - `ordinary`: the main pool. Any statement, transactions, session state. The default.
 * - `nearestFirst(work)`: the nearest-neighbour read only, under its planner settings
 *   (nearestFirstPlan.ts).
 * - `shortReads`: short reads that stand alone and run at every page (the sidebar's counts).
 * - `batches`: a group commit's statement over its batch's arrays, under generic plans.
 *
 * The nearest-first and pipelined connections exist on PostgreSQL only; on PGlite (and for the
 * admin CLI or a transaction) the same calls run on the ordinary lane, so a repository never
 * asks which database it is on. A repository takes this one handle (or, when it only ever runs
 * ordinary statements, `ordinary` alone), never a pool of a lane.
 */
export class DatabaseLanes {
  /**
   * `nearestFirstPool`: pipelined connections whose sessions start with the nearest-neighbour
   * read's settings. `pipelinedPool`: pipelined connections (PipelinedPool: single statements
   * only, no transactions). `batchesPool`: connections whose sessions plan generically
   * (sessionSettings.ts). All null where every statement goes to `ordinary`.
   */
  constructor(
    readonly ordinary: Kysely<Database>,
    private readonly nearestFirstPool: Kysely<Database> | null = null,
    private readonly pipelinedPool: Kysely<Database> | null = null,
    private readonly batchesPool: Kysely<Database> | null = null,
  ) {}

  /**
   * Where short stand-alone reads run at every page: pipelined connections on PostgreSQL, whose
   * statements queue without waiting for the answers before them (half the database's time a
   * call). Only short single statements: a slow one holds up those pipelined behind it.
   */
  get shortReads(): Kysely<Database> {
    return this.pipelinedPool ?? this.ordinary;
  }

  /**
   * Where a group commit's statement over its batch's arrays runs: on PostgreSQL, connections
   * that keep one generic plan of each statement (BATCH_SESSION_SETTINGS) instead of planning it
   * again for every batch. Only statements whose plan suits every length of their arrays.
   */
  get batches(): Kysely<Database> {
    return this.batchesPool ?? this.ordinary;
  }

  /**
   * Runs the statement(s) of `work` where the planner may only walk the coordinates index in
   * distance order (nearestFirstPlan.ts): on the pool whose sessions hold those settings when
   * there is one (one statement a call, pipelined), else in a transaction that sets them (its
   * opening is one round trip: two statements without values), then the work, then COMMIT.
   */
  nearestFirst<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
    if (this.nearestFirstPool) return work(this.nearestFirstPool);
    return this.ordinary.connection().execute(async (db) => {
      await sql`BEGIN; ${setNearestFirstLocally()}`.execute(db);
      try {
        const result = await work(db);
        await sql`COMMIT`.execute(db);
        return result;
      } catch (error) {
        await sql`ROLLBACK`.execute(db);
        throw error;
      }
    });
  }

  /** Closes every lane's connections. */
  async destroy(): Promise<void> {
    await Promise.all([
      this.ordinary.destroy(),
      this.nearestFirstPool?.destroy(),
      this.pipelinedPool?.destroy(),
      this.batchesPool?.destroy(),
    ]);
  }
}
