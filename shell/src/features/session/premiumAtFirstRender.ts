import type { AppStore } from '../../app/store';
import { profileLoaded, selectMember } from './sessionSlice';
import { readLastProfile } from './storedSession';

/**
 * The member's premium flag as the first render can know it: index.html's early profile answer
 * has usually arrived by then, though not when the store was made. The layout and the remote
 * then render with it at once; taken only from the layout's profile call adopting that answer,
 * it changed the session in the first commit's effects and the whole page rendered again in
 * that task. A disabled member is left to that call (sessionApi.ts), which still does the rest.
 */
export function premiumAtFirstRender(store: AppStore): void {
  const member = selectMember(store.getState());
  const profile = member && readLastProfile(member.memberId);
  if (!member || !profile || profile.userstatus === 0) return;
  store.dispatch(
    profileLoaded({ memberId: member.memberId, premium: profile.premium_member === 'true' }),
  );
}
