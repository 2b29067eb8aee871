import { callEndpoint } from '@dating/web';
import type { SetFilterRequest } from '@dating/contract';
import { api } from '../../app/api';

/** POST websetfilter: who discovery shows, and (premium only) where the member looks from. */
export const filterApi = api.injectEndpoints({
  endpoints: (build) => ({
    setFilter: build.mutation({
      ...callEndpoint(
        'websetfilter',
        ({ people_for, ...fields }: Omit<SetFilterRequest, 'language'>) => ({
          body: {
            ...fields,
            people_for: Array.isArray(people_for) ? people_for.join(',') : people_for,
          },
        }),
      ),
      invalidatesTags: ['Profile', 'People'],
    }),
  }),
});

export const { useSetFilterMutation } = filterApi;
