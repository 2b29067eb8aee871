import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { intlLocale } from '@dating/contract/formatDate';
import type { Language } from '@dating/contract/rules';
import { normalizePlaceName } from './normalizePlaceName';

/** The languages a place may be named in besides the gazetteer's English. */
export type OtherLanguage = Exclude<Language, 'en'>;
export const OTHER_LANGUAGES: readonly OtherLanguage[] = ['fr', 'sp', 'ar'];

/** A place's names by language; a language missing keeps the English name. */
export type LocalNames = Partial<Record<OtherLanguage, string>>;
type Names = { en: string } & LocalNames;

const nameIn = (names: Names, language: Language) =>
  language === 'en' ? names.en : (names[language] ?? names.en);

/** What Unicode CLDR names in one language. */
interface CldrLanguage {
  /** Time zone id -> the city naming it: 'Europe/London' -> 'Londres'. */
  exemplarCities: Map<string, string>;
  /** Subdivision code -> its name: 'gbeng' -> 'Angleterre'. */
  subdivisions: Map<string, string>;
}

const require = createRequire(import.meta.url);
const readJson = (specifier: string): unknown =>
  JSON.parse(readFileSync(require.resolve(specifier), 'utf8'));

/** The exemplar cities of CLDR's time zone names, nested by the zone id's parts. */
function exemplarCities(locale: string): Map<string, string> {
  interface Zones {
    [part: string]: Zones | string;
  }
  const file = readJson(`cldr-dates-full/main/${locale}/timeZoneNames.json`) as {
    main: Record<string, { dates: { timeZoneNames: { zone: Zones } } }>;
  };
  const cities = new Map<string, string>();
  const walk = (path: string, node: Zones) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') {
        if (key === 'exemplarCity') cities.set(path, value);
      } else if (key !== 'long' && key !== 'short') {
        walk(path === '' ? key : `${path}/${key}`, value);
      }
    }
  };
  walk('', file.main[locale]?.dates.timeZoneNames.zone ?? {});
  return cities;
}

function subdivisions(locale: string): Map<string, string> {
  const file = readJson(`cldr-subdivisions-full/subdivisions/${locale}/${locale}.json`) as {
    subdivisions: { localeDisplayNames: { subdivisions: Record<string, string> } };
  };
  return new Map(Object.entries(file.subdivisions.localeDisplayNames.subdivisions));
}

const loadCldr = (locale: string): CldrLanguage => ({
  exemplarCities: exemplarCities(locale),
  subdivisions: subdivisions(locale),
});

/** Descriptions kept at most (a few MB); past it they are read anew. */
const MAX_DESCRIBED = 20_000;

/** The time zones of a country as ICU lists them ('und-IN' -> 'Asia/Calcutta', CLDR's ids). */
function timeZonesOf(country: string): readonly string[] {
  try {
    // Node 20's V8 has the `timeZones` getter; later ones renamed it getTimeZones().
    const locale = new Intl.Locale(`und-${country}`) as Intl.Locale & {
      getTimeZones?: () => string[];
      timeZones?: string[];
    };
    return locale.getTimeZones?.() ?? locale.timeZones ?? [];
  } catch {
    return [];
  }
}

/**
 * The English name of a zone's city: CLDR's where it differs from the id ('Mexico City'), none
 * where CLDR names its state too ('Vincennes, Indiana': towns of one name in several states).
 */
function englishCity(zone: string, english: CldrLanguage): string | undefined {
  const named = english.exemplarCities.get(zone);
  if (named !== undefined) return named.includes(',') ? undefined : named;
  return (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
}

/**
 * A city's name as a part of "City, Region, Country": CLDR's qualifier dropped ('Tripoli
 * (Libye)' -> 'Tripoli'); none when it still holds a comma.
 */
function cityName(exemplar: string): string | undefined {
  const name = exemplar.replace(/\s*[([].*[)\]]$/u, '');
  return /[,،]/.test(name) || name === '' ? undefined : name;
}

/**
 * The smallest city given CLDR's names: the cities naming zones are large, and the few towns
 * below this are mostly renamed zones whose older translations name another place (the ar name
 * of Atikokan is Coral Harbour's).
 */
const MIN_NAMED_POPULATION = 10_000;

/** A gazetteer city as the names are matched to it. */
export interface NamedCity {
  name: string;
  country: string;
  regionCode: string;
  population: number;
  /** Its place's "City, Region, Country". */
  description: string;
}

/** Country names by language (Intl's, from the ICU data Node ships), looked up once each. */
function countryNamer(language: Language): (code: string) => string {
  // English as the gazetteer's descriptions have always had it ('United Kingdom').
  const displayNames = new Intl.DisplayNames([language === 'en' ? 'en' : intlLocale(language)], {
    type: 'region',
  });
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

/**
 * Places' names in en, fr, sp and ar: countries from Intl, regions and cities from Unicode CLDR
 * (the ~270 cities that name time zones, matched to the gazetteer's city of that name in the
 * zone's country; the subdivisions it names). A place without a name in a language keeps the
 * gazetteer's. Reads "City, Region, Country" in any of the four and writes it in one.
 */
export class PlaceNames {
  private readonly countryName = new Map<Language, (code: string) => string>();
  /** Normalised country name in any language -> ISO code. */
  private readonly countries = new Map<string, string>();
  /** 'GB|angleterre' (any language) -> 'GB.ENG'. */
  private readonly regionCodes = new Map<string, string>();
  /** 'GB.ENG' -> its names. */
  private readonly regions = new Map<string, Names>();
  /** 'GB|londres' (any language) -> the city's region and names. */
  private readonly cities = new Map<string, Names & { regionCode: string }>();
  /** 'ar|London, England, United Kingdom' -> what describe answered. */
  private readonly described = new Map<string, string>();

  constructor() {
    for (const language of ['en', ...OTHER_LANGUAGES] as const) {
      this.countryName.set(language, countryNamer(language));
    }
  }

  /** The country's name in a language. */
  country(code: string, language: Language): string {
    return (this.countryName.get(language) ?? ((same: string) => same))(code);
  }

  /** Learns a country's names, to read them back. */
  addCountry(code: string): void {
    for (const language of ['en', ...OTHER_LANGUAGES] as const) {
      this.countries.set(normalizePlaceName(this.country(code, language)), code);
    }
  }

  addRegion(code: string, country: string, names: Names): void {
    this.regions.set(code, names);
    for (const name of Object.values(names)) {
      this.regionCodes.set(`${country}|${normalizePlaceName(name)}`, code);
    }
  }

  addCity(city: NamedCity, names: LocalNames): void {
    const entry = { ...names, en: city.name, regionCode: city.regionCode };
    for (const name of [city.name, ...Object.values(names)]) {
      this.cities.set(`${city.country}|${normalizePlaceName(name)}`, entry);
    }
  }

  /**
   * "City, Region, Country" (or "Region, Country", "Country"), in any of the four languages, in
   * `language`: each part it knows is named in it, the others kept. Text whose last part is no
   * country it knows comes back unchanged. Arabic joins the parts with the Arabic comma.
   */
  describe(location: string, language: Language): string {
    // Every card asks: members' places repeat, and a lookup is a tenth of a reading.
    const key = `${language}|${location}`;
    let described = this.described.get(key);
    if (described === undefined) {
      if (this.described.size >= MAX_DESCRIBED) this.described.clear();
      described = this.read(location, language);
      this.described.set(key, described);
    }
    return described;
  }

  private read(location: string, language: Language): string {
    const parts = location
      .split(/[,،]/)
      .map((part) => part.trim())
      .filter(Boolean);
    const country = this.countries.get(normalizePlaceName(parts.at(-1) ?? ''));
    if (country === undefined || parts.length > 3) return location;

    const [first, second] = parts;
    const cityOf = (name: string) => this.cities.get(`${country}|${normalizePlaceName(name)}`);
    const regionOf = (name: string) => {
      const code = this.regionCodes.get(`${country}|${normalizePlaceName(name)}`);
      return { code, names: code === undefined ? undefined : this.regions.get(code) };
    };
    const named: string[] = [];
    if (parts.length === 3 && first !== undefined && second !== undefined) {
      const region = regionOf(second);
      const city = cityOf(first);
      // A city of that name in another region is another city ('London, Ontario').
      const sameCity = city && city.regionCode === region.code ? city : undefined;
      named.push(sameCity ? nameIn(sameCity, language) : first);
      // In Arabic a region no source names would stay in Latin letters between two Arabic
      // names; a city named in Arabic and its country say where without it.
      const latinAmidArabic = language === 'ar' && sameCity?.ar !== undefined && !region.names?.ar;
      if (!latinAmidArabic) named.push(region.names ? nameIn(region.names, language) : second);
    } else if (parts.length === 2 && first !== undefined) {
      // 'Madrid, Spain': a city whose region has its name, or the region.
      const names = cityOf(first) ?? regionOf(first).names;
      named.push(names ? nameIn(names, language) : first);
    }
    named.push(this.country(country, language));
    return named.join(language === 'ar' ? '، ' : ', ');
  }
}

/** Words a region's English name carries in one source and not in another ('Riyadh Province'). */
const REGION_KINDS = new Set([
  'autonomous',
  'community',
  'county',
  'department',
  'district',
  'emirate',
  'governorate',
  'krai',
  'municipality',
  'oblast',
  'of',
  'parish',
  'prefecture',
  'province',
  'region',
  'republic',
  'state',
  'territory',
  'the',
  'voivodeship',
]);

/** A region's English name compared across sources: 'State of Berlin' and 'Berlin' agree. */
const regionKey = (name: string) =>
  normalizePlaceName(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !REGION_KINDS.has(word))
    .join(' ');

const ARABIC_SCRIPT = /\p{Script=Arabic}/u;

/** iso3166-2-db's names of each first-level region in a language, by GeoNames code ('FR.11'). */
function regionsIn(language: 'en' | 'ar'): Map<string, string> {
  const world = readJson(`iso3166-2-db/i18n/${language}.json`) as Record<
    string,
    { regions?: { name: string; admin?: string }[] }
  >;
  const names = new Map<string, string>();
  for (const [country, { regions = [] }] of Object.entries(world)) {
    for (const region of regions) {
      if (region.admin) names.set(`${country}.${region.admin}`, region.name);
    }
  }
  return names;
}

/**
 * Arabic names of first-level regions (iso3166-2-db: Wikidata's names by GeoNames' admin1 codes,
 * 'FR.11' -> 'إيل-دو-فرانس'), where CLDR has none (it names three). One is taken only when the
 * package's English name for the code is the gazetteer's, kinds of region aside (a code given
 * since to another region names the wrong one: Morocco's, Viet Nam's), and is written in Arabic
 * (the package repeats the English name where it has no other). Not French or Spanish: their
 * files give the region's own-language name where they have no translation ('Höfuðborgarsvæðið').
 */
export class ArabicRegionNames {
  private readonly names = new Map<string, { en: string; ar: string }>();

  constructor() {
    const english = regionsIn('en');
    for (const [code, ar] of regionsIn('ar')) {
      const en = english.get(code);
      if (en !== undefined && ARABIC_SCRIPT.test(ar)) this.names.set(code, { en, ar });
    }
  }

  /** The region's Arabic name, when the package's code names the gazetteer's `english` region. */
  of(code: string, english: string): LocalNames {
    const found = this.names.get(code);
    return found && regionKey(found.en) === regionKey(english) ? { ar: found.ar } : {};
  }
}

/**
 * CLDR's names of the cities of each country's time zones, matched to gazetteer cities: a city
 * is named when its English name and country are a zone's (the most populous of that name).
 */
export class CldrCityNames {
  private readonly english = loadCldr('en');
  private readonly others = new Map(
    OTHER_LANGUAGES.map((language) => [language, loadCldr(intlLocale(language))] as const),
  );
  /** 'GB|london' -> the names of Europe/London's city; filled per country as it is met. */
  private readonly wanted = new Map<string, LocalNames>();
  private readonly countriesSeen = new Set<string>();
  /** The most populous gazetteer city of each wanted name. */
  private readonly found = new Map<string, NamedCity>();

  /**
   * Considers a gazetteer city for the names of its country's zone cities; 'New York City' is
   * also the zone's 'New York'.
   */
  consider(
    city: Omit<NamedCity, 'regionCode' | 'description'>,
    regionCode: string,
    description: string,
  ): void {
    if (city.population < MIN_NAMED_POPULATION) return;
    if (!this.countriesSeen.has(city.country)) this.learnCountry(city.country);
    const key = `${city.country}|${normalizePlaceName(city.name)}`;
    this.match(key, city, regionCode, description);
    if (key.endsWith(' city')) this.match(key.slice(0, -5), city, regionCode, description);
  }

  private match(
    key: string,
    { name, country, population }: Omit<NamedCity, 'regionCode' | 'description'>,
    regionCode: string,
    description: string,
  ): void {
    if (!this.wanted.has(key)) return;
    const best = this.found.get(key);
    if (!best || best.population < population) {
      this.found.set(key, { name, country, population, regionCode, description });
    }
  }

  /** The matched cities and their names. */
  *matched(): Generator<[NamedCity, LocalNames]> {
    for (const [key, city] of this.found) yield [city, this.wanted.get(key) ?? {}];
  }

  /** The region's names where CLDR has them ('GB.ENG' is CLDR's 'gbeng'). */
  regionNames(code: string): LocalNames {
    const key = code.replace('.', '').toLowerCase();
    const names: LocalNames = {};
    for (const [language, cldr] of this.others) {
      const name = cldr.subdivisions.get(key);
      if (name !== undefined) names[language] = name;
    }
    return names;
  }

  private learnCountry(country: string): void {
    this.countriesSeen.add(country);
    for (const zone of timeZonesOf(country)) {
      const english = englishCity(zone, this.english);
      if (english === undefined) continue;
      const names: LocalNames = {};
      for (const [language, cldr] of this.others) {
        const exemplar = cldr.exemplarCities.get(zone);
        const name = exemplar === undefined ? undefined : cityName(exemplar);
        if (name !== undefined) names[language] = name;
      }
      if (Object.keys(names).length === 0) continue;
      this.wanted.set(`${country}|${normalizePlaceName(english)}`, names);
    }
  }
}
