import { callEndpoint } from '@dating/web';
import { api } from '../../app/api';
import { boostApi } from './boostApi';

/** Spending one of the member's boosts: loaded with the dialog that offers it. */
const boostActivateApi = api.injectEndpoints({
  endpoints: (build) => ({
    activateBoost: build.mutation({
      ...callEndpoint('webactivateboost', (memberId: number) => ({ body: { user_id: memberId } })),
      invalidatesTags: ['People', 'Profile'],
      async onQueryStarted(memberId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        const { boost_count, boosted_until } = data;
        void dispatch(
          boostApi.util.upsertQueryData('boostState', memberId, {
            status: 'true',
            boost_count,
            boosted_until,
          }),
        );
      },
    }),
  }),
});

export const { useActivateBoostMutation } = boostActivateApi;
