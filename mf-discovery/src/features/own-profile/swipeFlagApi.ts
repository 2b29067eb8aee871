import { callEndpoint } from '@dating/web';
import { api } from '../../app/api';

/** Loaded with the deck's 'Remove related matches ?' answer, the one place that changes it. */
export const swipeFlagApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The 'Remove related matches ?' answer clears the swipe flag. */
    clearSwipeFlag: build.mutation({
      ...callEndpoint('websetprofile', (memberId: number) => ({
        body: { user_id: memberId, swipe: '0' },
      })),
      invalidatesTags: ['Profile'],
    }),
  }),
});
