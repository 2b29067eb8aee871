import { ownProfileEndpoint, type EarlyAnswerSeed, callEndpoint } from '@dating/web';
import {
  type AdminDataResponse,
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
    adminData: build.query({
      ...callEndpoint(
        'admindatas',
        () => ({ method: 'GET' }),
        (response: AdminDataResponse) => response.result,
      ),
    }),
    places: build.query({
      ...callEndpoint(
        'places',
        (search: string) => ({ method: 'GET', query: { q: search } }),
        (response: PlacesResponse) => response.places,
      ),
    }),
    /** The 'Remove related matches ?' answer clears the swipe flag. */
    clearSwipeFlag: build.mutation({
      ...callEndpoint('websetprofile', (memberId: number) => ({
        body: { user_id: memberId, swipe: '0' },
      })),
      invalidatesTags: ['Profile'],
    }),
    /** Change Location from the empty deck moves the member, so discovery starts from there. */
    setLocation: build.mutation({
      ...callEndpoint(
        'websetprofile',
        ({ memberId, change }: { memberId: number; change: PlaceChange }) => ({
          body: { user_id: memberId, ...change },
        }),
      ),
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
