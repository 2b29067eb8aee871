import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GetPeopleResponse } from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import { useTestApp } from '../../../../test/support/testApp';
import { testBackends } from '../../../../test/support/testBackends';
import type { TestMember } from '../../../../test/support/testMembers';
import { profileFieldsWorld } from './profileFieldsWorld';

for (const backend of testBackends()) {
  describe(`the languages field on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend);
    const { call, okCall, world, setProfile, ownProfile, profileSeenBy, cardSeenBy, exported } =
      profileFieldsWorld(suite);

    const filter = (who: TestMember, languages: unknown) =>
      call(who, 'websetfilter', { age: '18-60', distance: 100, gender: 'everyone', languages });
    const deckOf = async (who: TestMember) =>
      (await okCall<GetPeopleResponse>(who, 'webgetpeople', { limit: '20' })).peoples.map(
        (card) => card.user_id,
      );

    it('takes codes of its list as an array, JSON or commas, once each; refuses unknown ones', async () => {
      const { owner } = await world();
      assert.equal((await setProfile(owner, { languages: ['fr', 'en', 'fr'] })).statusCode, 200);
      assert.deepEqual((await ownProfile(owner)).languages, ['fr', 'en']);
      assert.equal((await setProfile(owner, { languages: '["ar"]' })).statusCode, 200);
      assert.deepEqual((await ownProfile(owner)).languages, ['ar']);
      assert.equal((await setProfile(owner, { languages: 'es, de' })).statusCode, 200);
      assert.deepEqual((await ownProfile(owner)).languages, ['es', 'de']);
      const answer = await setProfile(owner, { languages: 'es,klingon' });
      assert.equal(answer.statusCode, 400);
      assert.deepEqual(answer.body, { status: 'false', message: MESSAGES.invalidFormat });
      assert.deepEqual((await ownProfile(owner)).languages, ['es', 'de']);
      assert.equal((await setProfile(owner, { languages: '' })).statusCode, 200);
      assert.deepEqual((await ownProfile(owner)).languages, []);
    });

    it('is on the card, the profile and the export', async () => {
      const { owner, stranger } = await world();
      await setProfile(owner, { languages: 'it,pt' });
      assert.deepEqual((await cardSeenBy(stranger, owner)).languages, ['it', 'pt']);
      assert.deepEqual((await profileSeenBy(stranger, owner)).languages, ['it', 'pt']);
      assert.deepEqual((await exported(owner)).profile.languages, ['it', 'pt']);
    });

    it('discovery’s filter shows those who speak any chosen language, and never reveals a hidden one', async () => {
      const { owner, stranger, match, moderator } = await world();
      await setProfile(owner, { languages: 'fr,de' });
      await setProfile(match, { languages: 'ja' });
      // Speaks German too, but only their matches may know it: the filter must not find them.
      await setProfile(moderator, { languages: 'de', languages_privacy: 'matches' });
      const everyone = await deckOf(stranger);
      assert.ok([owner.id, match.id, moderator.id].every((id) => everyone.includes(id)));

      assert.equal((await filter(stranger, ['de', 'ja'])).statusCode, 200);
      assert.deepEqual((await ownProfile(stranger)).filter_languages, ['de', 'ja']);
      const speakers = await deckOf(stranger);
      assert.ok(speakers.includes(owner.id) && speakers.includes(match.id));
      assert.equal(speakers.includes(moderator.id), false);

      assert.equal((await filter(stranger, 'ko')).statusCode, 200);
      assert.deepEqual(await deckOf(stranger), []);

      assert.equal((await filter(stranger, 'xx')).statusCode, 400);
      assert.equal((await filter(stranger, [])).statusCode, 200, 'none chosen: anyone');
      assert.equal((await deckOf(stranger)).length, everyone.length);
    });
  });
}
