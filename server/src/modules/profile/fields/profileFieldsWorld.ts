import assert from 'node:assert/strict';
import type {
  GetPeopleResponse,
  MemberProfileResponse,
  ModerationCaseResponse,
  PersonCard,
  ProfileResponse,
} from '@dating/contract/schemas';
import { matchTestMembers } from '../../../../test/support/testMatch';
import {
  createTestMember,
  memberCalls,
  updateTestMember,
  type TestMember,
} from '../../../../test/support/testMembers';
import type { TestApp } from '../../../../test/support/testApp';
import { DataExportRepository } from '../../dataExport/dataExportRepository';

let place = 0;

/**
 * What a profile field's tests need: an owner, a stranger near them, one of their matches and a
 * moderator (each test its own place, so their decks hold only them), and how each of those
 * reads the owner: their own profile, another's profile, a card, a moderator's case, the export.
 */
export function profileFieldsWorld(suite: TestApp) {
  const { call, okCall } = memberCalls(suite);

  async function world() {
    place += 1;
    const spot = { longitude: 100 + place / 10, latitude: -30 };
    const made = (name: string) =>
      createTestMember(suite.app, { ...spot, name, photos: [`${name}-${place}.jpg`] });
    const owner = await made('Olive');
    const stranger = await made('Simon');
    const match = await made('Maggie');
    const moderator = await made('Moira');
    await matchTestMembers(suite.app, owner.id, match.id);
    await updateTestMember(suite.app, moderator, { role: 'moderator' });
    return { owner, stranger, match, moderator };
  }

  /** websetprofile as the edit form sends it. */
  const setProfile = (who: TestMember, fields: Record<string, unknown>) =>
    call(who, 'websetprofile', fields);

  const ownProfile = async (who: TestMember) =>
    (await okCall<ProfileResponse>(who, 'webprofile')).result;

  const profileSeenBy = async (viewer: TestMember, owner: TestMember) =>
    (await okCall<MemberProfileResponse>(viewer, 'webprofilenew', { friend_id: String(owner.id) }))
      .result;

  const cardSeenBy = async (viewer: TestMember, owner: TestMember): Promise<PersonCard> => {
    const { peoples } = await okCall<GetPeopleResponse>(viewer, 'webgetpeople', { limit: '20' });
    const card = peoples.find((person) => person.user_id === owner.id);
    assert.ok(card, 'the owner is on the viewer’s deck');
    return card;
  };

  const caseSeenBy = async (moderator: TestMember, owner: TestMember) =>
    (
      await okCall<ModerationCaseResponse>(moderator, 'moderationcase', {
        member_id: String(owner.id),
      })
    ).result;

  /** profile.json of the member's data export. */
  const exported = async (owner: TestMember) => {
    const data = await new DataExportRepository(suite.app.db).memberData(owner.id);
    assert.ok(data);
    return data;
  };

  return {
    call,
    okCall,
    world,
    setProfile,
    ownProfile,
    profileSeenBy,
    cardSeenBy,
    caseSeenBy,
    exported,
  };
}
