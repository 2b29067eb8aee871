/**
 * The list filters and sorts of the Messages page (spec section 2): values the browser uses at
 * run time, so they live apart from the schemas (which only the server loads).
 */
export const CHAT_FILTERS = ['All Chats', 'Unread', 'Online', 'Favorite'] as const;
export type ChatFilter = (typeof CHAT_FILTERS)[number];

/** 'recent': latest conversation first (the default); 'online': online members first, then recent. */
export const CHAT_SORTS = ['recent', 'online'] as const;
export type ChatSort = (typeof CHAT_SORTS)[number];

/**
 * The parts of the Messages page webgetchat answers: 'conversations' the chats with a message,
 * 'new_matches' the matches without one yet (the strip of photos). None: every chat, as before.
 */
export const CHAT_LIST_SECTIONS = ['conversations', 'new_matches'] as const;
export type ChatListSection = (typeof CHAT_LIST_SECTIONS)[number];

/** The reactions a member may put on a message of their chat, one per member and message. */
export const CHAT_REACTIONS = ['❤️', '😂', '😮', '😢', '👍', '🔥'] as const;
export type ChatReaction = (typeof CHAT_REACTIONS)[number];
