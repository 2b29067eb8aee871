import { sql, type RawBuilder } from 'kysely';
import { urlWithSettings } from './sessionSettings';

/**
 * Planner settings under which the nearest-neighbour read (DiscoveryRepository.nearbyPeople)
 * can only walk the coordinates index in distance order, and stop after the page. Its estimates
 * (a point in a box is 0.1 % of a table to it, the age range 0.5 %) otherwise make it read every
 * member of a dense area and sort them, which grows with the area's population. Before
 * PostgreSQL 18 a disabled node costs 10^10 to the planner, which made it compile the statement
 * with JIT: 2 s a call, hence jit off (on every connection of the app: sessionSettings.ts). The
 * read is a prepared statement (PreparingClient) run only with its generic plan, the one the plan
 * test checks: left to choose, PostgreSQL kept planning it anew for each call (4 ms on PGlite)
 * whenever the plan for the call's time looked cheaper, as it does for the boosted few.
 */
const NEAREST_FIRST_SETTINGS = {
  enable_sort: 'off',
  enable_bitmapscan: 'off',
  enable_seqscan: 'off',
  plan_cache_mode: 'force_generic_plan',
} as const;

/**
 * The database URL whose sessions start with those settings (the startup `options`, after any
 * the URL already carries): the connections of a pool that runs only that read.
 */
export function nearestFirstUrl(url: string): string {
  return urlWithSettings(url, NEAREST_FIRST_SETTINGS);
}

/** The settings for the transaction that runs the read, where no pool of its own exists. */
export function setNearestFirstLocally(): RawBuilder<unknown> {
  return sql`SELECT ${sql.join(
    Object.entries(NEAREST_FIRST_SETTINGS).map(
      ([name, value]) => sql`set_config(${sql.lit(name)}, ${sql.lit(value)}, true)`,
    ),
  )}`;
}
