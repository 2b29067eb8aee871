import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  MIN_COMMON_QUESTIONS,
  type DeckResponse,
  type ProfileResponse,
} from '@dating/contract/schemas';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import {
  createTestMember,
  memberCalls,
  updateTestMember,
  type TestMember,
} from '../../../test/support/testMembers';
import { newTown, north } from '../../../test/support/testTowns';

/**
 * Dealbreakers and preferences: a filter marked a dealbreaker hides whoever misses it; left a
 * preference, it only ranks them after those who meet it (then nearest first).
 */
for (const backend of testBackends()) {
  describe(
    `the deck's dealbreakers and preferences on ${backend.name}`,
    { skip: backend.skip },
    () => {
      const suite = useTestApp(backend);
      const { call, okCall, answerFirstQuestions } = memberCalls(suite);

      const deck = async (viewer: TestMember) =>
        (await okCall<DeckResponse>(viewer, 'webgetpeople', { limit: '20' })).peoples.map(
          (card) => card.user_id,
        );
      const filter = (viewer: TestMember, fields: object = {}) =>
        call(viewer, 'websetfilter', {
          age: '18-60',
          distance: '100',
          gender: 'everyone',
          ...fields,
        });

      /** A viewer, two French speakers 3 and 6 km away, two others 1 and 2 km away. */
      async function town() {
        const place = newTown();
        const viewer = await createTestMember(suite.app, place);
        const near1 = await createTestMember(suite.app, north(place, 1));
        const near2 = await createTestMember(suite.app, north(place, 2));
        const french3 = await createTestMember(suite.app, north(place, 3));
        const french6 = await createTestMember(suite.app, north(place, 6));
        for (const speaker of [french3, french6]) {
          assert.equal((await call(speaker, 'websetprofile', { languages: 'fr' })).statusCode, 200);
        }
        return { viewer, near1, near2, french3, french6 };
      }

      it('every filter is a dealbreaker until the member says otherwise', async () => {
        const { viewer, french3, french6 } = await town();
        assert.equal((await filter(viewer, { languages: 'fr' })).statusCode, 200);
        assert.deepEqual(await deck(viewer), [french3.id, french6.id]);
        const own = (await okCall<ProfileResponse>(viewer, 'webprofile')).result;
        assert.deepEqual(own.filter_preferences, []);
      });

      it('a preference ranks those who miss it after those who meet it, each part nearest first', async () => {
        const { viewer, near1, near2, french3, french6 } = await town();
        await filter(viewer, { languages: 'fr', preferences: 'languages' });
        assert.deepEqual(await deck(viewer), [french3.id, french6.id, near1.id, near2.id]);
        const own = (await okCall<ProfileResponse>(viewer, 'webprofile')).result;
        assert.deepEqual(own.filter_preferences, ['languages']);
        // Back to a dealbreaker ('' leaves no preference): the others are hidden again.
        await filter(viewer, { languages: 'fr', preferences: '' });
        assert.deepEqual(await deck(viewer), [french3.id, french6.id]);
      });

      it('members who miss more preferences come later; a preferred distance reaches farther', async () => {
        const { viewer, near1, near2, french3, french6 } = await town();
        await updateTestMember(suite.app, french6, { verified: true });
        await updateTestMember(suite.app, near2, { verified: true });
        await filter(viewer, {
          languages: 'fr',
          verified_only: 'true',
          distance: '4',
          preferences: ['languages', 'verified', 'distance', 'no_such_filter'],
        });
        const own = (await okCall<ProfileResponse>(viewer, 'webprofile')).result;
        assert.deepEqual(own.filter_preferences, ['distance', 'languages', 'verified']);
        assert.equal(own.filter_verified_only, 'true');
        // french6 misses the distance only, french3 and near2 one each, near1 two.
        const order = await deck(viewer);
        assert.deepEqual(order.slice(-1), [near1.id]);
        assert.deepEqual(new Set(order.slice(0, 3)), new Set([french3.id, near2.id, french6.id]));
        // Distance as a dealbreaker again: french6 (6 km) is out.
        await filter(viewer, {
          languages: 'fr',
          verified_only: 'true',
          distance: '4',
          preferences: 'languages,verified',
        });
        assert.deepEqual(await deck(viewer), [near2.id, french3.id, near1.id]);
      });

      it('"has answered questions" hides, or as a preference ranks lower, who answered too few', async () => {
        const { viewer, near1, near2, french3, french6 } = await town();
        // near2 answers enough for a percentage; french3 one question fewer.
        await answerFirstQuestions(near2, MIN_COMMON_QUESTIONS);
        await answerFirstQuestions(french3, MIN_COMMON_QUESTIONS - 1);
        await filter(viewer, { answered_only: 'true' });
        assert.deepEqual(await deck(viewer), [near2.id]);
        const own = (await okCall<ProfileResponse>(viewer, 'webprofile')).result;
        assert.equal(own.filter_answered_only, 'true');

        await filter(viewer, { preferences: 'answered' });
        assert.deepEqual(await deck(viewer), [near2.id, near1.id, french3.id, french6.id]);
      });
    },
  );
}
