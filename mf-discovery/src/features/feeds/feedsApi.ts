import type { FeedItem, FeedLikeResponse, FeedsResponse } from '@dating/contract';
import { api } from '../../app/api';

/** Feeds (spec section 2): matches' profile changes, each liked once. */
export const feedsApi = api.injectEndpoints({
  endpoints: (build) => ({
    feeds: build.query<FeedItem[], { memberId: number; limit: number }>({
      query: ({ memberId, limit }) => ({ call: 'webfeeds', body: { user_id: memberId, limit } }),
      transformResponse: (response: FeedsResponse) => response.feeds,
      providesTags: ['Feeds'],
    }),
    likeFeed: build.mutation<FeedLikeResponse, { memberId: number; feedId: number; limit: number }>(
      {
        query: ({ memberId, feedId }) => ({
          call: 'webfeedlike',
          body: { user_id: memberId, feed_id: feedId },
        }),
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
      },
    ),
  }),
});

export const { useFeedsQuery, useLikeFeedMutation } = feedsApi;
