import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { PlacesResponse } from '@dating/contract/schemas';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import {
  GazetteerPlacesProvider,
  loadPackagedGazetteer,
  type Gazetteer,
} from './gazetteerPlacesProvider';

const city = (
  name: string,
  country: string,
  adminCode: string,
  population: number,
  [lon, lat]: [number, number],
  featureCode = 'PPL',
): Gazetteer['cities'][number] => ({
  name,
  country,
  adminCode,
  population,
  featureCode,
  loc: { coordinates: [lon, lat] },
});

/** A few places of the gazetteer's shape, to test the search rules. */
const SMALL_GAZETTEER: Gazetteer = {
  cities: [
    city('Paris', 'FR', '11', 2_138_551, [2.3488, 48.85341], 'PPLC'),
    city('Paris', 'US', 'TX', 24_171, [-95.55551, 33.66094], 'PPLA2'),
    city('Parma', 'IT', '45', 146_299, [10.32618, 44.79935], 'PPLA2'),
    city('Évry', 'FR', '11', 49_000, [2.4497, 48.6294], 'PPLA2'),
    city('Paris 10 Entrepôt', 'FR', '11', 90_000, [2.36, 48.87], 'PPLX'),
    city('London', 'GB', 'ENG', 8_961_989, [-0.12574, 51.50853], 'PPLC'),
    city('London', 'CA', '08', 346_765, [-81.23304, 42.98339]),
    city('Tripoli', 'LY', '77', 1_150_989, [13.18733, 32.88743], 'PPLC'),
    city('Vincennes', 'US', 'IN', 18_012, [-87.52863, 38.67727], 'PPLA2'),
    city('Berlin', 'DE', '16', 3_426_354, [13.41053, 52.52437], 'PPLC'),
    city('Rabat', 'MA', '04', 1_655_753, [-6.83255, 34.01325], 'PPLC'),
    city('Reykjavik', 'IS', '39', 118_918, [-21.89541, 64.13548], 'PPLC'),
  ],
  regions: [
    { code: 'FR.11', name: 'Île-de-France' },
    { code: 'GB.ENG', name: 'England' },
    { code: 'CA.08', name: 'Ontario' },
    { code: 'LY.77', name: 'Tripoli' },
    { code: 'US.IN', name: 'Indiana' },
    { code: 'US.TX', name: 'Texas' },
    { code: 'IT.45', name: 'Emilia-Romagna' },
    { code: 'DE.16', name: 'State of Berlin' },
    { code: 'MA.04', name: 'Rabat-Salé-Kénitra' },
    { code: 'IS.39', name: 'Capital Region' },
  ],
};

describe('the packaged gazetteer', () => {
  it('keeps only the index it builds: the data sets read from the packages are let go', async () => {
    let cities: WeakRef<object> | undefined;
    const places = new GazetteerPlacesProvider(() => {
      const gazetteer = loadPackagedGazetteer();
      cities = new WeakRef(gazetteer.cities);
      return gazetteer;
    });
    assert.equal((await places.search('Paris', 1))[0]?.description, 'Paris, Île-de-France, France');
    // A WeakRef holds its target to the end of the task that made it: collect in a later one.
    await new Promise((resolve) => setTimeout(resolve, 0));
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
    assert.equal(cities?.deref(), undefined, 'the raw cities (some 45 MB) are still in memory');
  });
});

describe('place search over a small gazetteer', () => {
  const places = new GazetteerPlacesProvider(() => SMALL_GAZETTEER);

  it('answers cities by name prefix, the most populous first, as "City, Region, Country"', async () => {
    assert.deepEqual(await places.search('par', 8), [
      { description: 'Paris, Île-de-France, France', lat: 48.85341, lon: 2.3488 },
      { description: 'Parma, Emilia-Romagna, Italy', lat: 44.79935, lon: 10.32618 },
      { description: 'Paris, Texas, United States', lat: 33.66094, lon: -95.55551 },
    ]);
  });

  it('answers regions too, placed at a city of theirs', async () => {
    const [region] = await places.search('Ile-de', 8);

    assert.equal(region?.description, 'Île-de-France, France');
    assert.deepEqual([region?.lat, region?.lon], [48.85341, 2.3488]);
  });

  it('ignores case and accents, leaves out city districts, and keeps to the limit', async () => {
    assert.deepEqual(
      (await places.search('EVRY', 8)).map((place) => place.description),
      ['Évry, Île-de-France, France'],
    );
    assert.equal((await places.search('paris 10', 8)).length, 0);
    assert.equal((await places.search('p', 1)).length, 1);
    assert.deepEqual(await places.search('  ', 8), []);
  });
});

describe('places named in the reader’s language', () => {
  const places = new GazetteerPlacesProvider(() => SMALL_GAZETTEER);

  it('names cities, regions and countries in ar, fr and sp where CLDR and Intl name them', () => {
    assert.equal(
      places.describe('Paris, Île-de-France, France', 'ar'),
      'باريس، إيل-دو-فرانس، فرنسا',
    );
    assert.equal(
      places.describe('Paris, Île-de-France, France', 'sp'),
      'París, Île-de-France, Francia',
    );
    assert.equal(
      places.describe('London, England, United Kingdom', 'fr'),
      'Londres, Angleterre, Royaume-Uni',
    );
    assert.equal(
      places.describe('London, England, United Kingdom', 'sp'),
      'Londres, Inglaterra, Reino Unido',
    );
    assert.equal(
      places.describe('London, England, United Kingdom', 'ar'),
      'لندن، إنجلترا، المملكة المتحدة',
    );
  });

  it('names regions in Arabic by their GeoNames code, only where both sources mean one region', async () => {
    // 'Berlin' in the Arabic names' source, 'State of Berlin' in the gazetteer: one region.
    assert.equal(
      places.describe('Berlin, State of Berlin, Germany', 'ar'),
      'برلين، برلين، ألمانيا',
    );
    // Morocco's regions were renumbered in 2015: the source's MA.04 is the former Oriental.
    assert.equal(
      places.describe('Rabat, Rabat-Salé-Kénitra, Morocco', 'ar'),
      'Rabat، Rabat-Salé-Kénitra، المغرب',
    );
    assert.deepEqual(
      (await places.search('إيل', 8, 'ar')).map((place) => place.description),
      ['إيل-دو-فرانس، فرنسا'],
      'found by its Arabic name',
    );
  });

  it('leaves out in Arabic a region no source names, where the city has its Arabic name', () => {
    assert.equal(
      places.describe('Reykjavik, Capital Region, Iceland', 'ar'),
      'ريكيافيك، آيسلندا',
      'not "ريكيافيك، Capital Region، آيسلندا"',
    );
    assert.equal(
      places.describe('Reykjavik, Capital Region, Iceland', 'fr'),
      'Reykjavik, Capital Region, Islande',
      'Latin letters read on in French',
    );
  });

  it('names only the city CLDR means: London in Ontario keeps its name', () => {
    assert.equal(places.describe('London, Ontario, Canada', 'fr'), 'London, Ontario, Canada');
    assert.equal(
      places.describe('Paris, Texas, United States', 'ar'),
      'Paris، تكساس، الولايات المتحدة',
    );
  });

  it('leaves out CLDR’s qualifiers, and towns CLDR names with their state', () => {
    assert.equal(
      places.describe('Tripoli, Libya', 'fr'),
      'Tripoli, Libye',
      'not "Tripoli (Libye)"',
    );
    assert.equal(places.describe('Tripoli, Libya', 'ar'), 'طرابلس، ليبيا');
    // CLDR's 'Vincennes, Indiana' names a zone: its city is not matched by name alone.
    assert.equal(
      places.describe('Vincennes, Indiana, United States', 'ar'),
      'Vincennes، إنديانا، الولايات المتحدة',
    );
  });

  it('reads a place stored in another language, and passes unknown text through', () => {
    assert.equal(
      places.describe('لندن، إنجلترا، المملكة المتحدة', 'en'),
      'London, England, United Kingdom',
    );
    assert.equal(
      places.describe('Londres, Angleterre, Royaume-Uni', 'sp'),
      'Londres, Inglaterra, Reino Unido',
    );
    assert.equal(
      places.describe('Paris, Île-de-France, France', 'en'),
      'Paris, Île-de-France, France',
    );
    for (const text of ['Atlantis, Nowhere', 'Somewhere on the coast', '', 'A, B, C, France']) {
      assert.equal(places.describe(text, 'ar'), text);
    }
  });

  it('finds places by their name in the caller’s language, described in it', async () => {
    assert.deepEqual(await places.search('باري', 8, 'ar'), [
      { description: 'باريس، إيل-دو-فرانس، فرنسا', lat: 48.85341, lon: 2.3488 },
    ]);
    assert.deepEqual(
      (await places.search('Londres', 8, 'fr')).map((place) => place.description),
      ['Londres, Angleterre, Royaume-Uni'],
    );
    assert.deepEqual(
      (await places.search('lon', 8, 'sp')).map((place) => place.description),
      ['Londres, Inglaterra, Reino Unido', 'London, Ontario, Canadá'],
      'the English name still finds it',
    );
    assert.deepEqual(await places.search('Londres', 8, 'en'), []);
  });
});

describe('the gazetteer in a running process', () => {
  let loads = 0;
  const suite = useTestApp(testBackends()[0]!, {
    // The jobs as a process runs them: the scheduler's timer starts as the app gets ready.
    options: {
      jobTimer: true,
      placesProvider: new GazetteerPlacesProvider(() => {
        loads += 1;
        return SMALL_GAZETTEER;
      }),
    },
    listen: true,
  });

  it('is built before the process listens, so no member’s first call waits for it', async () => {
    assert.equal(loads, 1, 'built by the time the app listens');

    const response = await suite.app.inject({
      method: 'GET',
      url: `/api/places?q=${encodeURIComponent('باري')}&language=ar`,
    });
    assert.equal(
      response.json<PlacesResponse>().places[0]?.description,
      'باريس، إيل-دو-فرانس، فرنسا',
    );
    assert.equal(loads, 1, 'not built again');
  });
});

for (const backend of testBackends()) {
  describe(`GET places on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend);

    it('finds Paris and London in the GeoNames gazetteer', async () => {
      const first = await suite.app.inject({ method: 'GET', url: '/api/places?q=par&limit=8' });

      assert.equal(first.statusCode, 200);
      const body = first.json<PlacesResponse>();
      assert.equal(body.status, 'true');
      assert.ok(body.places.length <= 8);
      assert.deepEqual(
        body.places.find((place) => place.description === 'Paris, Île-de-France, France'),
        { description: 'Paris, Île-de-France, France', lat: 48.85341, lon: 2.3488 },
      );

      const again = await suite.app.inject({ method: 'GET', url: '/api/places?q=lond' });
      assert.equal(
        again.json<PlacesResponse>().places[0]?.description,
        'London, England, United Kingdom',
      );
    });

    it('searches and describes in the language asked, else the language cookie', async () => {
      const arabic = await suite.app.inject({
        method: 'GET',
        url: `/api/places?q=${encodeURIComponent('باري')}&language=ar`,
      });
      assert.equal(arabic.statusCode, 200);
      assert.equal(
        arabic.json<PlacesResponse>().places[0]?.description,
        'باريس، إيل-دو-فرانس، فرنسا',
      );

      const french = await suite.app.inject({
        method: 'GET',
        url: '/api/places?q=Londres',
        headers: { cookie: 'language=fr' },
      });
      assert.equal(
        french.json<PlacesResponse>().places[0]?.description,
        'Londres, Angleterre, Royaume-Uni',
      );
    });

    it('refuses a limit beyond 20', async () => {
      const response = await suite.app.inject({
        method: 'GET',
        url: '/api/places?q=par&limit=500',
      });

      assert.equal(response.statusCode, 400);
    });
  });
}
