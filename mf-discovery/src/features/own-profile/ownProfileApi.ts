import { ownProfileEndpoint, type EarlyAnswerSeed } from '@dating/web';
import {
  type AdminData,
  type AdminDataResponse,
  type ApiOk,
  type PlaceSuggestion,
  type PlacesResponse,
  type Profile,
  type ProfileResponse,
} from '@dating/contract';
import type { PlaceChange } from '@dating/ui/ChangeLocationModal';
import { api } from '../../app/api';

/** What discovery reads of the member's own profile and admin data, and the two changes it makes. */
export const ownProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    ownProfile: build.query<Profile, number>(ownProfileEndpoint),
    adminData: build.query<AdminData, void>({
      query: () => ({ call: 'admindatas', method: 'GET' }),
      transformResponse: (response: AdminDataResponse) => response.result,
    }),
    places: build.query<PlaceSuggestion[], string>({
      query: (search) => ({
        call: 'places',
        method: 'GET',
        // As many suggestions as the server lists by default.
        query: { q: search },
      }),
      transformResponse: (response: PlacesResponse) => response.places,
    }),
    /** The 'Remove related matches ?' answer clears the swipe flag. */
    clearSwipeFlag: build.mutation<ApiOk, number>({
      query: (memberId) => ({ call: 'websetprofile', body: { user_id: memberId, swipe: '0' } }),
      invalidatesTags: ['Profile'],
    }),
    /** Change Location from the empty deck moves the member, so discovery starts from there. */
    setLocation: build.mutation<ApiOk, { memberId: number; change: PlaceChange }>({
      query: ({ memberId, change }) => ({
        call: 'websetprofile',
        body: { user_id: memberId, ...change },
      }),
      invalidatesTags: ['Profile', 'People'],
    }),
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

export const {
  useOwnProfileQuery,
  useAdminDataQuery,
  usePlacesQuery,
  useClearSwipeFlagMutation,
  useSetLocationMutation,
} = ownProfileApi;
