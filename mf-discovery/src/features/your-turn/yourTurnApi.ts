import { callEndpoint } from '@dating/web';
import type { Language, YourTurnResponse } from '@dating/contract';
import { api } from '../../app/api';

/** webyourturn and webclosekindly: the matches waiting for the member's reply. */
export const yourTurnApi = api.injectEndpoints({
  endpoints: (build) => ({
    yourTurn: build.query({
      ...callEndpoint(
        'webyourturn',
        (memberId: number) => ({ body: { user_id: memberId } }),
        (response: YourTurnResponse) => response,
      ),
      providesTags: ['YourTurn'],
    }),
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

export const { useYourTurnQuery, useCloseKindlyMutation } = yourTurnApi;
