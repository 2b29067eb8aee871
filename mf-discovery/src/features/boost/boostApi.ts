import { callEndpoint } from '@dating/web';
import { api } from '../../app/api';

/** The boost control's calls (spec section 4, Boost); buying boosts is the payments remote's. */
export const boostApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** webcheckboost: whether a boost runs and until when, the boosts left. */
    boostState: build.query({
      ...callEndpoint('webcheckboost', (memberId: number) => ({ body: { user_id: memberId } })),
      providesTags: ['Boost'],
    }),
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

export const { useBoostStateQuery, useActivateBoostMutation } = boostApi;
