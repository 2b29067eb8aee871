import { LIMITS, type DeckResponse } from '@dating/contract';
import { type EarlyAnswerSeed, callEndpoint } from '@dating/web';
import { api } from '../../app/api';
import { verifiedOnly } from '../filter/filterPage';

/** A webgetpeople answer as the deck keeps it: the people, and how far it widened to find them. */
const deckOf = ({ peoples, widened_to_km }: DeckResponse) => ({ peoples, widened_to_km });

/** The people of the swipe deck (its like and decline calls are the like's: like/likeApi). */
export const swipeApi = api.injectEndpoints({
  endpoints: (build) => ({
    people: build.query({
      // Saving the filter invalidates 'People': the list is asked again with its verified_only.
      ...callEndpoint(
        'webgetpeople',
        (memberId: number) => ({
          body: {
            user_id: memberId,
            timestamp: Date.now(),
            limit: LIMITS.nearbyPeopleLimit,
            ...(verifiedOnly() ? { verified_only: 'true' } : {}),
            widen: 'true',
          },
        }),
        deckOf,
      ),
      providesTags: ['People'],
    }),
  }),
});

export const { usePeopleQuery } = swipeApi;

/**
 * The people near as index.html's early call found them (it sends the filter's verified only, as
 * the deck does): the deck's first render shows them, or the empty state, not a loader.
 */
export const peopleFromEarlyAnswer: EarlyAnswerSeed = {
  call: 'webgetpeople',
  seed: (body, session) => {
    const answer = body as Partial<DeckResponse> | null;
    if (!Array.isArray(answer?.peoples)) return undefined;
    return swipeApi.util.upsertQueryEntries([
      {
        endpointName: 'people',
        arg: session.memberId,
        value: deckOf(answer as DeckResponse),
      },
    ]);
  },
};
