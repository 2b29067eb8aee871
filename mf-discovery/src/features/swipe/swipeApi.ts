import { LIMITS, type GetPeopleResponse } from '@dating/contract';
import { type EarlyAnswerSeed, callEndpoint } from '@dating/web';
import { api } from '../../app/api';
import { verifiedOnly } from '../filter/filterPage';

/** The people of a webgetpeople answer, as the deck keeps them. */
const peopleOf = (response: GetPeopleResponse) => response.peoples;

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
        peopleOf,
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
    const answer = body as Partial<GetPeopleResponse> | null;
    if (!Array.isArray(answer?.peoples)) return undefined;
    return swipeApi.util.upsertQueryEntries([
      {
        endpointName: 'people',
        arg: session.memberId,
        value: peopleOf(answer as GetPeopleResponse),
      },
    ]);
  },
};
