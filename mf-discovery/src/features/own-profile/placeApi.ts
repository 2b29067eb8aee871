import { callEndpoint } from '@dating/web';
import { type AdminDataResponse, type PlacesResponse } from '@dating/contract';
import type { PlaceChange } from '@dating/ui/ChangeLocationModal';
import { api } from '../../app/api';

/**
 * The filter's and the empty deck's calls: the admin's limits, place suggestions and a new
 * location. Loaded with those screens, not with the deck's first paint.
 */
const placeApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useAdminDataQuery, usePlacesQuery, useSetLocationMutation } = placeApi;
