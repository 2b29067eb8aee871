import { sql, type RawBuilder } from 'kysely';
import type { Coordinates } from './schema';

/** The point column value of a place: x is the longitude, y the latitude. */
export function pointAt(longitude: number, latitude: number): RawBuilder<Coordinates> {
  return sql<Coordinates>`point(${longitude}, ${latitude})`;
}
