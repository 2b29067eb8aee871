import { sql, type RawBuilder } from 'kysely';

/**
 * Location privacy against trilateration: distances between members are computed from positions
 * snapped to a grid of cells at least GRID_KM wide, and shown in whole km, at least 1. Whatever
 * distances and distance filters an observer tries, they learn at most the cell.
 */
const GRID_DEGREES = 0.01;
/** The height of a grid cell: 0.01 degree of latitude. Longitude steps widen toward the poles. */
export const GRID_KM = 1.11;
const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = 111.32;
// In the SQL as literals, not values: fewer values to send, and a statement's text says it all.
const GRID = sql.lit(GRID_DEGREES);

/** Latitude of a point snapped to the grid, in SQL. */
function snappedLatitude(latitude: RawBuilder<number>): RawBuilder<number> {
  return sql<number>`(round(${latitude} / ${GRID}) * ${GRID})`;
}

/** Longitude snapped to steps as wide in km at this latitude as the latitude steps. */
function snappedLongitude(
  longitude: RawBuilder<number>,
  latitude: RawBuilder<number>,
): RawBuilder<number> {
  const step = sql<number>`(${GRID} / greatest(cos(radians(${snappedLatitude(latitude)})), 0.01))`;
  return sql<number>`(round(${longitude} / ${step}) * ${step})`;
}

/**
 * The distance shown between a stored point column (x longitude, y latitude) and a place, both
 * snapped to the grid: whole km, at least 1. Evaluated in SQL for the rows a scan visits only.
 */
export function shownDistanceKm(
  column: RawBuilder<unknown>,
  longitude: number | RawBuilder<number>,
  latitude: number | RawBuilder<number>,
): RawBuilder<number> {
  const lat1 = snappedLatitude(sql<number>`${column}[1]`);
  const lon1 = snappedLongitude(sql<number>`${column}[0]`, sql<number>`${column}[1]`);
  const lat2 = snappedLatitude(sql<number>`${latitude}::float8`);
  const lon2 = snappedLongitude(
    sql<number>`${longitude}::float8`,
    sql<number>`${latitude}::float8`,
  );
  const haversine = sql<number>`(2 * ${sql.lit(EARTH_RADIUS_KM)} * asin(least(1, sqrt(
    power(sin(radians(${lat1} - ${lat2}) / 2), 2)
    + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lon1} - ${lon2}) / 2), 2)
  ))))`;
  return sql<number>`greatest(1, round(${haversine}))::int`;
}

/**
 * A box (SQL) holding every point whose shown distance from the place can be within `km`, for
 * the index condition of the nearest-neighbour scan (its margin covers snapping and rounding).
 */
export function boundingBox(
  longitude: RawBuilder<number>,
  latitude: RawBuilder<number>,
  km: RawBuilder<number>,
): RawBuilder<string> {
  const reach = sql<number>`(${km}::float8 + ${sql.lit(2 * GRID_KM + 0.5)})`;
  const dLat = sql<number>`(${reach} / ${sql.lit(KM_PER_DEGREE)})`;
  const south = sql<number>`greatest(-90, ${latitude} - ${dLat})`;
  const north = sql<number>`least(90, ${latitude} + ${dLat})`;
  const cosine = sql<number>`greatest(cos(radians(greatest(abs(${south}), abs(${north})))), 0.01)`;
  const dLon = sql<number>`least(180, ${reach} / (${sql.lit(KM_PER_DEGREE)} * ${cosine}))`;
  return sql<string>`box(point(greatest(-180, ${longitude} - ${dLon}), ${south}),
    point(least(180, ${longitude} + ${dLon}), ${north}))`;
}
