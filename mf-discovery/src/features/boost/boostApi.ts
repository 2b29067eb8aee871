import type { ActivateBoostResponse, CheckBoostResponse } from '@dating/shared';
import { api } from '../../app/api';

/** The boost control's calls (spec section 4, Boost); buying boosts is the payments remote's. */
export const boostApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkBoost: build.mutation<CheckBoostResponse, number>({
      query: (memberId) => ({ call: 'webcheckboost', body: { user_id: memberId } }),
    }),
    activateBoost: build.mutation<ActivateBoostResponse, number>({
      query: (memberId) => ({ call: 'webactivateboost', body: { user_id: memberId } }),
      invalidatesTags: ['People', 'Profile'],
    }),
  }),
});

export const { useCheckBoostMutation, useActivateBoostMutation } = boostApi;
