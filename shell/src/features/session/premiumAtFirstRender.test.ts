import type { Profile } from '@dating/contract';
import { makeStore } from '../../app/store';
import { earlyProfileAnswered } from '../../test/earlyCallAnswered';
import { memberProfile } from '../../test/mockSignedInApi';
import { storeSignedInSession } from '../../test/renderShell';
import { premiumAtFirstRender } from './premiumAtFirstRender';
import { selectMember } from './sessionSlice';

/** The premium flag at the first render when the early answer arrives after the store is made. */
function premiumWhenAnswered(profile: Profile | null, token?: string) {
  const store = makeStore();
  if (profile) earlyProfileAnswered(profile, token);
  premiumAtFirstRender(store);
  return selectMember(store.getState())?.premium;
}

describe("the member's premium flag at the first render", () => {
  beforeEach(() => {
    localStorage.clear();
    storeSignedInSession(7, 'token-7');
  });
  afterEach(() => delete window.datingEarlyCalls);

  it('comes from the early profile answer, which is left for the profile call', () => {
    expect(premiumWhenAnswered(memberProfile({ premium_member: 'true' }))).toBe(true);
    expect(window.datingEarlyCalls?.calls.webprofile).toBeDefined();
    expect(premiumWhenAnswered(memberProfile({ premium_member: 'false' }))).toBe(false);
  });

  it('stays unknown without an answer, or with one for another session or a disabled member', () => {
    expect(premiumWhenAnswered(null)).toBeNull();
    expect(premiumWhenAnswered(memberProfile({ premium_member: 'true' }), 'other')).toBeNull();
    expect(premiumWhenAnswered(memberProfile({ premium_member: 'true', user_id: 8 }))).toBeNull();
    expect(
      premiumWhenAnswered(memberProfile({ premium_member: 'true', userstatus: 0 })),
    ).toBeNull();
  });
});
