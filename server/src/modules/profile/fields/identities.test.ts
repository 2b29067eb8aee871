import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GetPeopleResponse } from '@dating/contract/schemas';
import { MESSAGES } from '@dating/contract/rules';
import { useTestApp } from '../../../../test/support/testApp';
import { testBackends } from '../../../../test/support/testBackends';
import type { TestMember } from '../../../../test/support/testMembers';
import { profileFieldsWorld } from './profileFieldsWorld';

for (const backend of testBackends()) {
  describe(`the identity fields on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend);
    const { call, okCall, world, setProfile, ownProfile, profileSeenBy, caseSeenBy, exported } =
      profileFieldsWorld(suite);

    const filter = (who: TestMember, fields: Record<string, unknown>) =>
      call(who, 'websetfilter', { age: '18-60', distance: 100, gender: 'everyone', ...fields });
    const deckOf = async (who: TestMember) =>
      (await okCall<GetPeopleResponse>(who, 'webgetpeople', { limit: '20' })).peoples.map(
        (card) => card.user_id,
      );

    it('an identity writes the spec’s gender it reads as; an older client’s gender that disagrees clears it', async () => {
      const { owner } = await world();
      assert.equal((await setProfile(owner, { gender_identity: 'trans_woman' })).statusCode, 200);
      let own = await ownProfile(owner);
      assert.equal(own.gender_identity, 'trans_woman');
      assert.equal(own.gender, 'female');
      await setProfile(owner, { gender_identity: 'non_binary' });
      assert.equal((await ownProfile(owner)).gender, 'other');
      // An older client sends the spec's three only: one the identity reads as keeps it...
      await setProfile(owner, { gender: 'other' });
      assert.equal((await ownProfile(owner)).gender_identity, 'non_binary');
      // ...another replaces it, so the two never disagree.
      await setProfile(owner, { gender: 'male' });
      own = await ownProfile(owner);
      assert.equal(own.gender, 'male');
      assert.equal(own.gender_identity, null);
      const refused = await setProfile(owner, { gender_identity: 'robot' });
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.body, { status: 'false', message: MESSAGES.invalidFormat });
    });

    it('pronouns and orientations are lists of their words; each may be left empty', async () => {
      const { owner } = await world();
      await setProfile(owner, {
        pronouns: 'she_her,they_them',
        orientation: ['bisexual', 'queer'],
      });
      let own = await ownProfile(owner);
      assert.deepEqual(own.pronouns, ['she_her', 'they_them']);
      assert.deepEqual(own.orientation, ['bisexual', 'queer']);
      assert.equal((await setProfile(owner, { pronouns: 'xe_xyr' })).statusCode, 400);
      await setProfile(owner, { pronouns: '', orientation: '' });
      own = await ownProfile(owner);
      assert.deepEqual([own.pronouns, own.orientation], [[], []]);
    });

    it('each field’s visibility: hidden or for matches only never reaches a stranger’s read', async () => {
      const { owner, stranger, match, moderator } = await world();
      await setProfile(owner, {
        gender_identity: 'genderfluid',
        pronouns: 'they_them',
        orientation: 'pansexual',
        pronouns_privacy: 'only_me',
        orientation_privacy: 'matches',
      });
      const seen = await profileSeenBy(stranger, owner);
      assert.equal(seen.gender_identity, 'genderfluid');
      assert.equal('pronouns' in seen, false);
      assert.equal('orientation' in seen, false);
      // The spec's gender is what older clients read: the identity's, never more.
      assert.equal(seen.gender, 'other');
      const matched = await profileSeenBy(match, owner);
      assert.deepEqual(matched.orientation, ['pansexual']);
      assert.equal('pronouns' in matched, false);
      const { peoples } = await okCall<GetPeopleResponse>(stranger, 'webgetpeople', {
        limit: '20',
      });
      const card = peoples.find((person) => person.user_id === owner.id);
      assert.ok(card);
      assert.equal('pronouns' in card || 'orientation' in card || 'gender_identity' in card, false);
      assert.deepEqual((await caseSeenBy(moderator, owner)).pronouns, ['they_them']);
      assert.deepEqual((await exported(owner)).profile.pronouns, ['they_them']);
    });

    it('the filter’s identities find members by their identity or, with none shown, by their spec gender; older clients read the spec’s three', async () => {
      const { owner, stranger, match, moderator } = await world();
      await setProfile(owner, { gender_identity: 'trans_man' });
      await setProfile(match, { gender: 'male' }); // no identity: reads as man
      await setProfile(moderator, { gender_identity: 'man', gender_identity_privacy: 'only_me' });
      assert.equal(
        (await filter(stranger, { gender_identity: 'trans_man,trans_woman' })).statusCode,
        200,
      );
      let profile = await ownProfile(stranger);
      assert.deepEqual(profile.filter_gender_identity, ['trans_man', 'trans_woman']);
      assert.equal(profile.filter_gender, 'everyone');
      let deck = await deckOf(stranger);
      assert.ok(deck.includes(owner.id));
      assert.equal(deck.includes(match.id), false);
      // A hidden identity is never matched by its own word, only by what the spec's gender shows.
      assert.equal(deck.includes(moderator.id), false);

      await filter(stranger, { gender_identity: ['man', 'trans_man'] });
      profile = await ownProfile(stranger);
      assert.equal(profile.filter_gender, 'men');
      deck = await deckOf(stranger);
      assert.ok([owner.id, match.id, moderator.id].every((id) => deck.includes(id)));

      // An older client's spec choice that the identities do not read as replaces them.
      await filter(stranger, { gender: 'women' });
      profile = await ownProfile(stranger);
      assert.deepEqual(profile.filter_gender_identity, []);
      assert.equal(profile.filter_gender, 'women');
      assert.equal((await deckOf(stranger)).includes(owner.id), false);
    });
  });
}
