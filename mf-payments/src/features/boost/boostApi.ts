import type { BoostPlansResponse, PlanPriceResponse } from '@dating/contract';
import { api } from '../../app/api';

/** Spec section 7: the boost plans, and the price of the one the member picks. */
export const boostApi = api.injectEndpoints({
  endpoints: (build) => ({
    boostPlans: build.query<BoostPlansResponse, void>({
      query: () => ({ call: 'webboostlist', body: { platform: 'web' } }),
    }),
    boostPlanPrice: build.query<PlanPriceResponse, number>({
      query: (premiumboostid) => ({ call: 'premiumboostid', body: { premiumboostid } }),
    }),
  }),
});

export const { useBoostPlansQuery, useBoostPlanPriceQuery } = boostApi;
