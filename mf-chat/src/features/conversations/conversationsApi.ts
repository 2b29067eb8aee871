import {
  LIMITS,
  type AppOfTheDayResponse,
  type ChatFilter,
  type ChatListItem,
  type ChatListSection,
  type ChatMessage,
  type ChatSort,
  type Language,
  type PresenceNotice,
  type RecentUnmatchesResponse,
} from '@dating/contract';
import { onCatchUp, callEndpoint } from '@dating/web';
import { api } from '../../app/api';
import { watchRealtimeWhileCached } from '../../app/watchRealtimeWhileCached';

export interface ChatListArgs {
  memberId: number;
  filter: ChatFilter;
  search: string;
  sort: ChatSort;
  /** 8, growing by 8 per Load More (spec section 9). */
  limit: number;
  /** The conversations, or the new matches' strip; none: every chat. */
  section?: ChatListSection;
}

export const FIRST_PAGE = LIMITS.listPageSize;

/** A new message moves its conversation to the top of a recent-first list. */
function moveToTop(rows: ChatListItem[], row: ChatListItem): void {
  rows.splice(rows.indexOf(row), 1);
  rows.unshift(row);
}

/** The conversations list, its favourites and the app of the day (spec section 7, Chat). */
export const conversationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    chatList: build.query({
      ...callEndpoint(
        'webgetchat',
        ({ memberId, filter, search, sort, limit, section }: ChatListArgs) => ({
          body: {
            user_id: memberId,
            filter,
            search_key: search.trim() || undefined,
            sort,
            limit,
            section,
            timestamp: Math.floor(Date.now() / 1000),
          },
        }),
      ),
      providesTags: ['Chats'],
      async onCacheEntryAdded(args, lifecycle) {
        const { dispatch } = lifecycle;
        const reload = () => dispatch(api.util.invalidateTags(['Chats']));
        // Another entry's reload drops the unused ones at once, while the event that caused it is
        // still being handed to their listeners: an entry gone from the cache has nothing to update.
        const cached = () => lifecycle.getCacheEntry().data !== undefined;
        await watchRealtimeWhileCached(lifecycle, (socket) => {
          const onMessage = (message: ChatMessage) => {
            if (!cached()) return;
            if (args.section === 'new_matches') {
              // A first message takes its match out of the strip (its chat may be new to us).
              const pair = [message.sender_id, message.receiver_id];
              const data = lifecycle.getCacheEntry().data;
              if (data?.matches.some((item) => pair.includes(item.user_id))) reload();
              return;
            }
            let shown = false;
            lifecycle.updateCachedData((draft) => {
              const row = draft.matches.find((item) => item.chat_id === message.chat_id);
              if (!row) return;
              shown = true;
              row.message = message.message;
              row.imagename = message.upload_image;
              row.chatTime = message.chatTime;
              if (message.sender_id !== args.memberId) row.unread += 1;
              if (args.sort === 'recent') moveToTop(draft.matches, row);
            });
            // A conversation this page does not show yet (a new one, another filter's): ask again.
            if (!shown || args.filter !== 'All Chats') reload();
          };
          const onPresence = (notice: PresenceNotice) => {
            if (!cached()) return;
            lifecycle.updateCachedData((draft) => {
              const row = draft.matches.find((item) => item.user_id === notice.user_id);
              if (row) row.online = notice.online;
            });
          };
          let shownOnce = false;
          const stopCatchingUp = onCatchUp(socket, () => {
            // Later calls: the list may have missed messages, the server has them all.
            if (shownOnce) reload();
            shownOnce = true;
          });
          socket.on('broad', onMessage);
          socket.on('presence', onPresence);
          return () => {
            stopCatchingUp();
            socket.off('broad', onMessage);
            socket.off('presence', onPresence);
          };
        });
      },
    }),
    /** webcreatchat: the chat with a match, opened from the new matches' strip. */
    createChat: build.mutation({
      ...callEndpoint(
        'webcreatchat',
        ({ memberId, userId }: { memberId: number; userId: number }) => ({
          body: { sender_id: memberId, receiver_id: userId },
        }),
      ),
    }),
    toggleFavorite: build.mutation({
      ...callEndpoint(
        'webfavorite',
        ({ memberId, userId }: { memberId: number; userId: number }) => ({
          body: { user_id: memberId, favorite_user_id: userId },
        }),
      ),
      invalidatesTags: ['Chats'],
    }),
    // By language: the admin may write its title and description in each.
    appOfTheDay: build.query({
      ...callEndpoint(
        'appoftheday',
        (language: Language) => ({ body: { language } }),
        (response: AppOfTheDayResponse) => response.result,
      ),
    }),
    /** Members unmatched in the last 30 days, who can still be reported. */
    recentUnmatches: build.query({
      ...callEndpoint(
        'webrecentunmatches',
        (memberId: number) => ({ body: { user_id: memberId } }),
        (response: RecentUnmatchesResponse) => response.members,
      ),
      providesTags: ['Unmatches'],
    }),
  }),
});

export const {
  useChatListQuery,
  useCreateChatMutation,
  useToggleFavoriteMutation,
  useAppOfTheDayQuery,
  useRecentUnmatchesQuery,
} = conversationsApi;
