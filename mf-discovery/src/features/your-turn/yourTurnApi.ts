import { callEndpoint } from '@dating/web';
import { api } from '../../app/api';

/** webyourturn: the matches waiting for the member's reply (the deck asks it as it opens). */
export const yourTurnApi = api.injectEndpoints({
  endpoints: (build) => ({
    yourTurn: build.query({
      ...callEndpoint('webyourturn', (memberId: number) => ({ body: { user_id: memberId } })),
      providesTags: ['YourTurn'],
    }),
  }),
});

export const { useYourTurnQuery } = yourTurnApi;
