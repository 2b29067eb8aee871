import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MESSAGES } from '@dating/contract/rules';
import { useTestApp } from '../../../../test/support/testApp';
import { testBackends } from '../../../../test/support/testBackends';
import { profileFieldsWorld } from './profileFieldsWorld';

for (const backend of testBackends()) {
  describe(`the family plans field on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend);
    const { world, setProfile, ownProfile, profileSeenBy, cardSeenBy, caseSeenBy, exported } =
      profileFieldsWorld(suite);

    it('takes one of its six choices, refuses anything else, clears on empty', async () => {
      const { owner } = await world();
      assert.equal((await setProfile(owner, { family_plans: 'open_to_children' })).statusCode, 200);
      assert.equal((await ownProfile(owner)).family_plans, 'open_to_children');
      const answer = await setProfile(owner, { family_plans: 'maybe_later' });
      assert.equal(answer.statusCode, 400);
      assert.deepEqual(answer.body, { status: 'false', message: MESSAGES.invalidFormat });
      assert.equal((await ownProfile(owner)).family_plans, 'open_to_children');
      assert.equal((await setProfile(owner, { family_plans: '' })).statusCode, 200);
      assert.equal((await ownProfile(owner)).family_plans, null);
    });

    it('is on the card, the profile, the case and the export; absent from others when unset', async () => {
      const { owner, stranger, moderator } = await world();
      assert.equal('family_plans' in (await cardSeenBy(stranger, owner)), false);
      assert.equal('family_plans' in (await profileSeenBy(stranger, owner)), false);
      await setProfile(owner, { family_plans: 'have_and_want_more' });
      assert.equal((await cardSeenBy(stranger, owner)).family_plans, 'have_and_want_more');
      assert.equal((await profileSeenBy(stranger, owner)).family_plans, 'have_and_want_more');
      assert.equal((await caseSeenBy(moderator, owner)).family_plans, 'have_and_want_more');
      assert.equal((await exported(owner)).profile.family_plans, 'have_and_want_more');
    });

    it('matches only: a match reads it, a stranger does not', async () => {
      const { owner, stranger, match } = await world();
      await setProfile(owner, { family_plans: 'want_children', family_plans_privacy: 'matches' });
      assert.equal('family_plans' in (await profileSeenBy(stranger, owner)), false);
      assert.equal((await profileSeenBy(match, owner)).family_plans, 'want_children');
    });
  });
}
