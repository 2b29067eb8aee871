import { ownProfileEndpoint, callEndpoint } from '@dating/web';
import {
  type AdminDataResponse,
  type AdminInterestsResponse,
  type FieldPrivacy,
  type Language,
  type PlacesResponse,
  type PrivateFieldName,
  type Profile,
  type ProfileFieldName,
  type ProfileSettings,
} from '@dating/contract';
import { api } from '../../app/api';
import { announceProfileChange } from './announceProfileChange';

/** The fields websetprofile takes (spec section 7); each call sends only what changed. */
export type ProfileChange = Partial<
  Pick<Profile, 'user_name'> &
    /** The field list's fields (a list as comma-separated values) and their privacy. */
    Record<ProfileFieldName, string> &
    Record<`${PrivateFieldName}_privacy`, FieldPrivacy> &
    ProfileSettings & {
      /** Interest names, sent as a JSON array (architecture 3a). */
      check: string;
      place: string;
      lat: number;
      lon: number;
      /** Purpose ids, comma-separated. */
      people_for: string;
    }
>;

/** The member's own profile and the admin data its rows choose from. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    // By language: the interests are named in the member's language.
    ownProfile: build.query<Profile, { memberId: number; language: Language }>(ownProfileEndpoint),
    setProfile: build.mutation({
      ...callEndpoint(
        'websetprofile',
        ({ memberId, change }: { memberId: number; change: ProfileChange }) => ({
          body: { user_id: memberId, ...change },
        }),
      ),
      invalidatesTags: ['Profile'],
      onQueryStarted: announceProfileChange,
    }),
    adminData: build.query({
      ...callEndpoint(
        'admindatas',
        () => ({ method: 'GET' }),
        (response: AdminDataResponse) => response.result,
      ),
    }),
    // By language: the names are the admin's, in each language; what is checked is not.
    memberInterests: build.query({
      ...callEndpoint(
        'admindatass',
        ({ memberId, language }: { memberId: number; language: Language }) => ({
          body: { user_id: memberId, language },
        }),
        (response: AdminInterestsResponse) => response.result.interests,
      ),
      providesTags: ['Profile'],
    }),
    places: build.query({
      ...callEndpoint(
        'places',
        (search: string) => ({ method: 'GET', query: { q: search } }),
        (response: PlacesResponse) => response.places,
      ),
    }),
  }),
});

export const {
  useOwnProfileQuery,
  useSetProfileMutation,
  useAdminDataQuery,
  useMemberInterestsQuery,
  usePlacesQuery,
} = profileApi;
