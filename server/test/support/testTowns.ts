/** A place on the map, in degrees. */
export interface TownPoint {
  longitude: number;
  latitude: number;
}

/** Each test works in a town of its own, far from the others', so their people never mix. */
let townCount = 0;
export function newTown(): TownPoint {
  townCount += 1;
  return { longitude: -170 + townCount * 4, latitude: 10 + (townCount % 5) * 5 };
}

/** A point `km` east of the town's centre. */
export function east(town: TownPoint, km: number): TownPoint {
  const degrees = km / (111.32 * Math.cos((town.latitude * Math.PI) / 180));
  return { longitude: town.longitude + degrees, latitude: town.latitude };
}

/** A point `km` north of the town's centre (north: no other test's town lies there). */
export function north(town: TownPoint, km: number): TownPoint {
  return { longitude: town.longitude, latitude: town.latitude + km / 111.32 };
}
