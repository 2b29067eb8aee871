import { callEndpoint } from '@dating/web';
import { api } from '../../app/api';

/** Spec section 7: the boost plans, and the price of the one the member picks. */
export const boostApi = api.injectEndpoints({
  endpoints: (build) => ({
    boostPlans: build.query({
      ...callEndpoint('webboostlist', () => ({ body: { platform: 'web' } })),
    }),
    boostPlanPrice: build.query({
      ...callEndpoint('premiumboostid', (premiumboostid: number) => ({ body: { premiumboostid } })),
    }),
  }),
});

export const { useBoostPlansQuery, useBoostPlanPriceQuery } = boostApi;
