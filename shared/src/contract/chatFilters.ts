/**
 * The list filters and sorts of the Messages page (spec section 2): values the browser uses at
 * run time, so they live apart from the schemas (which only the server loads).
 */
export const CHAT_FILTERS = ['All Chats', 'Unread', 'Online', 'Favorite'] as const;
export type ChatFilter = (typeof CHAT_FILTERS)[number];

/** 'recent': latest conversation first (the default); 'online': online members first, then recent. */
export const CHAT_SORTS = ['recent', 'online'] as const;
export type ChatSort = (typeof CHAT_SORTS)[number];
