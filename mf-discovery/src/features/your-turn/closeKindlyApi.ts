import { callEndpoint } from '@dating/web';
import type { Language } from '@dating/contract';
import { api } from '../../app/api';

/** webclosekindly: Your Turn's one tap, loaded with its panel. */
export const closeKindlyApi = api.injectEndpoints({
  endpoints: (build) => ({
    closeKindly: build.mutation({
      ...callEndpoint(
        'webclosekindly',
        ({
          memberId,
          otherId,
          language,
        }: {
          memberId: number;
          otherId: number;
          language: Language;
        }) => ({
          body: { user_id: memberId, other_user_id: otherId, language },
        }),
      ),
      // The match ended: it leaves the panel and the lists of matches.
      invalidatesTags: ['YourTurn', 'Relations'],
    }),
  }),
});

export const { useCloseKindlyMutation } = closeKindlyApi;
