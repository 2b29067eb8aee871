import { callEndpoint } from '@dating/web';
import type { Language } from '@dating/contract';
import { api } from '../../app/api';

/** Spec section 7: the premium plans, and the price of the one the member picks. */
export const premiumApi = api.injectEndpoints({
  endpoints: (build) => ({
    // By language: the plan type labels are the admin's, in each language.
    premiumPlans: build.query({
      ...callEndpoint('premiumlistweb', (language: Language) => ({
        body: { platform: 'web', language },
      })),
    }),
    premiumPlanPrice: build.query({
      ...callEndpoint('premiumid', (premiumid: number) => ({ body: { premiumid } })),
    }),
  }),
});

export const { usePremiumPlansQuery, usePremiumPlanPriceQuery } = premiumApi;
