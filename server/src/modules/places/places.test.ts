import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PlacesResponse } from '@dating/contract/schemas';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { GazetteerPlacesProvider, type Gazetteer } from './gazetteerPlacesProvider';

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
  ],
  regions: [
    { code: 'FR.11', name: 'Île-de-France' },
    { code: 'US.TX', name: 'Texas' },
    { code: 'IT.45', name: 'Emilia-Romagna' },
  ],
};

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

    it('refuses a limit beyond 20', async () => {
      const response = await suite.app.inject({
        method: 'GET',
        url: '/api/places?q=par&limit=500',
      });

      assert.equal(response.statusCode, 400);
    });
  });
}
