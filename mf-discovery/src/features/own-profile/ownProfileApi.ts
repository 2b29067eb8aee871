import { ownProfileEndpoint, type EarlyAnswerSeed } from '@dating/web';
import { type Profile, type ProfileResponse } from '@dating/contract';
import { api } from '../../app/api';

/**
 * What the deck reads of the member's own profile. The swipe flag's change (swipeFlagApi.ts) and
 * the filter's and the empty deck's calls (placeApi.ts) load when used.
 */
export const ownProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    ownProfile: build.query<Profile, number>(ownProfileEndpoint),
  }),
});

/**
 * The member's own profile as index.html's early call found it: the discovery screens' first
 * render shows what depends on it (premium, boosts). Read, not taken: the shell's profile call
 * adopts the answer, and this store's later calls ask the server.
 */
export const ownProfileFromEarlyAnswer: EarlyAnswerSeed = {
  call: 'webprofile',
  peek: true,
  seed: (body, session) => {
    const profile = (body as Partial<ProfileResponse> | null)?.result;
    if (profile?.user_id !== session.memberId) return undefined;
    return ownProfileApi.util.upsertQueryEntries([
      { endpointName: 'ownProfile', arg: session.memberId, value: profile },
    ]);
  },
};

export const { useOwnProfileQuery } = ownProfileApi;
