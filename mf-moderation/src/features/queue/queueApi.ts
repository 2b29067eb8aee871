import { callEndpoint } from '@dating/web';
import { api } from '../../app/api';

/** How many reported members a page of the queue shows. */
export const QUEUE_PAGE_SIZE = 20;

export const queueApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page (0-based) of the members with open reports, most reported then oldest first. */
    moderationQueue: build.query({
      ...callEndpoint('moderationqueue', (page: number) => ({
        json: true,
        body: { limit: QUEUE_PAGE_SIZE, offset: page * QUEUE_PAGE_SIZE },
      })),
      providesTags: ['Queue'],
    }),
  }),
});

export const { useModerationQueueQuery } = queueApi;
