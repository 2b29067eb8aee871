import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MESSAGES } from '@dating/contract/rules';
import { useTestApp } from '../../../../test/support/testApp';
import { testBackends } from '../../../../test/support/testBackends';
import { profileFieldsWorld } from './profileFieldsWorld';

for (const backend of testBackends()) {
  describe(`the height field on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend);
    const { world, setProfile, ownProfile, profileSeenBy, cardSeenBy, caseSeenBy, exported } =
      profileFieldsWorld(suite);

    it('stores whole centimetres within the limits, as number or text, and clears on empty', async () => {
      const { owner } = await world();
      assert.equal((await setProfile(owner, { height: '172' })).statusCode, 200);
      assert.equal((await ownProfile(owner)).height, 172);
      assert.equal((await setProfile(owner, { height: 180 })).statusCode, 200);
      assert.equal((await ownProfile(owner)).height, 180);
      for (const refused of ['119', '231', '170.5', 'tall']) {
        const answer = await setProfile(owner, { height: refused });
        assert.equal(answer.statusCode, 400, refused);
        assert.deepEqual(answer.body, { status: 'false', message: MESSAGES.invalidFormat });
      }
      assert.equal((await ownProfile(owner)).height, 180, 'a refused value changes nothing');
      assert.equal((await setProfile(owner, { height: '' })).statusCode, 200);
      assert.equal((await ownProfile(owner)).height, null);
    });

    it('shown to everyone by default: card, profile, moderators and the export', async () => {
      const { owner, stranger, moderator } = await world();
      await setProfile(owner, { height: '168' });
      assert.equal((await ownProfile(owner)).field_privacy.height, 'everyone');
      assert.equal((await cardSeenBy(stranger, owner)).height, 168);
      assert.equal((await profileSeenBy(stranger, owner)).height, 168);
      assert.equal((await caseSeenBy(moderator, owner)).height, 168);
      assert.equal((await exported(owner)).profile.height, 168);
    });

    it('matches only: hidden from a non-match and from cards, shown to a match and moderators', async () => {
      const { owner, stranger, match, moderator } = await world();
      const set = await setProfile(owner, { height: '190', height_privacy: 'matches' });
      assert.equal(set.statusCode, 200);
      assert.equal((await ownProfile(owner)).field_privacy.height, 'matches');
      assert.equal((await ownProfile(owner)).height, 190, 'the member always sees their own');
      assert.equal('height' in (await profileSeenBy(stranger, owner)), false);
      assert.equal('height' in (await cardSeenBy(stranger, owner)), false);
      assert.equal((await profileSeenBy(match, owner)).height, 190);
      assert.equal((await caseSeenBy(moderator, owner)).height, 190);
    });

    it('only me: never shown to another member, a match included; moderators and the export see it', async () => {
      const { owner, stranger, match, moderator } = await world();
      await setProfile(owner, { height: '155', height_privacy: 'only_me' });
      assert.equal('height' in (await profileSeenBy(stranger, owner)), false);
      assert.equal('height' in (await profileSeenBy(match, owner)), false);
      assert.equal('height' in (await cardSeenBy(stranger, owner)), false);
      const seen = await caseSeenBy(moderator, owner);
      assert.equal(seen.height, 155);
      assert.equal(seen.field_privacy.height, 'only_me');
      const { profile } = await exported(owner);
      assert.equal(profile.height, 155);
      assert.deepEqual(profile.field_privacy, { height: 'only_me' });
    });

    it('refuses a privacy that is not one of the three', async () => {
      const { owner } = await world();
      const answer = await setProfile(owner, { height_privacy: 'friends' });
      assert.equal(answer.statusCode, 400);
      assert.deepEqual(answer.body, { status: 'false', message: MESSAGES.invalidFormat });
    });
  });
}
