import type { PremiumPlanPriceResponse, PremiumPlansResponse } from '@dating/shared';
import { api } from '../../app/api';

/** Spec section 7: the premium plans, and the price of the one the member picks. */
export const premiumApi = api.injectEndpoints({
  endpoints: (build) => ({
    premiumPlans: build.query<PremiumPlansResponse, void>({
      query: () => ({ call: 'premiumlistweb', body: { platform: 'web' } }),
    }),
    premiumPlanPrice: build.query<PremiumPlanPriceResponse, number>({
      query: (premiumid) => ({ call: 'premiumid', body: { premiumid } }),
    }),
  }),
});

export const { usePremiumPlansQuery, usePremiumPlanPriceQuery } = premiumApi;
