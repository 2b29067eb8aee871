import { callEndpoint } from '@dating/web';
import type { FeedsResponse } from '@dating/contract';
import { api } from '../../app/api';

/** Feeds (spec section 2): matches' profile changes, each liked once. */
export const feedsApi = api.injectEndpoints({
  endpoints: (build) => ({
    feeds: build.query({
      ...callEndpoint(
        'webfeeds',
        ({ memberId, limit }: { memberId: number; limit: number }) => ({
          body: { user_id: memberId, limit },
        }),
        (response: FeedsResponse) => response.feeds,
      ),
      providesTags: ['Feeds'],
    }),
    likeFeed: build.mutation({
      ...callEndpoint(
        'webfeedlike',
        ({ memberId, feedId }: { memberId: number; feedId: number; limit: number }) => ({
          body: { user_id: memberId, feed_id: feedId },
        }),
      ),
      // Spec section 4, Feed like: on status 'true' the item turns active for good.
      async onQueryStarted({ memberId, feedId, limit }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          feedsApi.util.updateQueryData('feeds', { memberId, limit }, (feeds) => {
            const item = feeds.find((feed) => feed.feed_id === feedId);
            if (item) item.liked = 'true';
          }),
        );
      },
    }),
  }),
});

export const { useFeedsQuery, useLikeFeedMutation } = feedsApi;
