import { callEndpoint } from '@dating/web';
import { api } from '../../app/api';

/** Spec section 7: the super-like packs with the member's count, and one pack's price. */
export const superLikesApi = api.injectEndpoints({
  endpoints: (build) => ({
    superlikePacks: build.query({
      ...callEndpoint('websuperlikelist', () => ({ body: { platform: 'web' } })),
    }),
    superlikePackPrice: build.query({
      ...callEndpoint('premiumsuperlikeid', (premiumsuperlikeid: number) => ({
        body: { premiumsuperlikeid },
      })),
    }),
  }),
});

export const { useSuperlikePacksQuery, useSuperlikePackPriceQuery } = superLikesApi;
