import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GetPeopleResponse } from '@dating/contract/schemas';
import { pointAt } from '../../db/pointAt';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testClock } from '../../../test/support/testClock';
import {
  createTestMember,
  type TestMember,
  updateTestMember,
} from '../../../test/support/testMembers';

const HOUR_MS = 60 * 60 * 1000;
const KM_PER_DEGREE = 111.32;

interface Place {
  longitude: number;
  latitude: number;
}

function haversineKm(a: Place, b: Place): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function offset(from: Place, northKm: number, eastKm: number): Place {
  return {
    latitude: from.latitude + northKm / KM_PER_DEGREE,
    longitude:
      from.longitude + eastKm / (KM_PER_DEGREE * Math.cos((from.latitude * Math.PI) / 180)),
  };
}

/** What an attacker at one vantage point learns: the distance shown, and the filter sweep. */
interface Observation {
  shown: number | null;
  /** For each filter distance 1..SWEEP_KM: whether the member is listed. */
  listed: boolean[];
}

const SWEEP_KM = 10;

/**
 * The published trilateration attacks: fake members at three vantage points read the distance
 * shown and sweep the distance filter km by km. Positions are snapped to the grid before any
 * distance is measured, so two places in one cell (here 1.4 km apart) look exactly the same:
 * whatever an attacker estimates is at least 500 m from one of them.
 */
for (const backend of testBackends()) {
  describe(`location privacy on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = testClock();
    const suite = useTestApp(backend, { options: { now: clock.now } });

    async function observe(attacker: TestMember, targetId: number): Promise<Observation> {
      const listed: boolean[] = [];
      let shown: number | null = null;
      for (let km = 1; km <= SWEEP_KM; km += 1) {
        // Each change of filter distance is rate-limited: the attacker waits it out.
        clock.advance(3 * HOUR_MS);
        const saved = await suite.app.inject({
          method: 'POST',
          url: '/api/websetfilter',
          headers: attacker.headers,
          payload: { age: '18-60', distance: String(km), gender: 'everyone', people_for: '1' },
        });
        assert.equal(saved.statusCode, 200, saved.body);
        const people = await suite.app.inject({
          method: 'POST',
          url: '/api/webgetpeople',
          headers: attacker.headers,
          payload: {},
        });
        const card = people.json<GetPeopleResponse>().peoples.find((c) => c.user_id === targetId);
        listed.push(card !== undefined);
        if (card) shown = card.distance;
      }
      return { shown, listed };
    }

    it('cannot place a member closer than 500 m from three vantage points', async () => {
      // A grid cell around latitude 45.00 and its centre's longitude.
      const cellLatitude = 45;
      const lonStep = 0.01 / Math.cos((cellLatitude * Math.PI) / 180);
      const cellLongitude = Math.round(7 / lonStep) * lonStep;
      const cornerA = {
        latitude: cellLatitude - 0.0045,
        longitude: cellLongitude - 0.45 * lonStep,
      };
      const cornerB = {
        latitude: cellLatitude + 0.0045,
        longitude: cellLongitude + 0.45 * lonStep,
      };
      assert.ok(haversineKm(cornerA, cornerB) > 1.0);

      const target = await createTestMember(suite.app, cornerA);
      const vantages = [offset(cornerA, 5, 0), offset(cornerA, 0, 6), offset(cornerA, -4, -4)];
      const attackers = await Promise.all(
        vantages.map((place) =>
          createTestMember(suite.app, { ...place, premiumUntil: new Date('2027-06-01T00:00:00Z') }),
        ),
      );

      const moveTarget = (place: Place) =>
        updateTestMember(suite.app, target, {
          coordinates: pointAt(place.longitude, place.latitude),
        });

      const atA: Observation[] = [];
      for (const attacker of attackers) atA.push(await observe(attacker, target.id));
      await moveTarget(cornerB);
      const atB: Observation[] = [];
      for (const attacker of attackers) atB.push(await observe(attacker, target.id));

      assert.ok(
        atA.every((observation) => observation.shown !== null),
        'the member is found',
      );
      assert.deepEqual(atA, atB, 'two places 1.4 km apart in one cell look the same');

      // The attacker's best estimate: the centre of every point consistent with what was seen.
      const candidates: Place[] = [];
      for (let north = -3; north <= 3; north += 0.05) {
        for (let eastKm = -3; eastKm <= 3; eastKm += 0.05) {
          const point = offset(cornerA, north, eastKm);
          const consistent = vantages.every((vantage, index) => {
            const observation = atA[index] as Observation;
            const km = haversineKm(vantage, point);
            const firstListed = observation.listed.indexOf(true) + 1;
            // Shown distances are whole km between grid cells of about a kilometre.
            return Math.abs(km - (observation.shown ?? 0)) <= 1 && km <= firstListed + 1;
          });
          if (consistent) candidates.push(point);
        }
      }
      assert.ok(candidates.length > 0);
      const estimate = {
        latitude: candidates.reduce((sum, p) => sum + p.latitude, 0) / candidates.length,
        longitude: candidates.reduce((sum, p) => sum + p.longitude, 0) / candidates.length,
      };
      const errors = [haversineKm(estimate, cornerA), haversineKm(estimate, cornerB)];
      assert.ok(
        Math.max(...errors) >= 0.5,
        `the estimate is ${errors.map((e) => e.toFixed(2)).join(' and ')} km away`,
      );
      assert.ok(haversineKm(estimate, cornerA) >= 0.5, 'not within 500 m of the member');
    });
  });
}
