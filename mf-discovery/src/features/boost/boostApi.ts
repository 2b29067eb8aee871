import { callEndpoint } from '@dating/web';
import { api } from '../../app/api';

/**
 * The boost control's state (spec section 4, Boost); spending one loads with its dialog
 * (boostActivateApi.ts), buying boosts is the payments remote's.
 */
export const boostApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** webcheckboost: whether a boost runs and until when, the boosts left. */
    boostState: build.query({
      ...callEndpoint('webcheckboost', (memberId: number) => ({ body: { user_id: memberId } })),
      providesTags: ['Boost'],
    }),
  }),
});
