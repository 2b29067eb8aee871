import type { ApiFailure, ApiOk, Flag } from './wire';

/**
 * The chat contract (spec sections 3, 4, 5 and 7: Chat, Realtime socket): every call's request
 * and answer, and the socket.io event maps. Member and chat ids are numbers; times are epoch
 * seconds (chatTime) or ISO 8601 strings (date).
 */

/** The list filters of the Messages page (spec section 2). */
export const CHAT_FILTERS = ['All Chats', 'Unread', 'Online', 'Favorite'] as const;
export type ChatFilter = (typeof CHAT_FILTERS)[number];

/** 'recent': latest conversation first (the default); 'online': online members first, then recent. */
export const CHAT_SORTS = ['recent', 'online'] as const;
export type ChatSort = (typeof CHAT_SORTS)[number];

export type ChatMessageType = 'text' | 'image' | 'feed';

/** Spec section 3, Chat list item. */
export interface ChatListItem {
  user_id: number;
  chat_id: number;
  user_name: string;
  /** The other member's main photo URL; empty when none or the account is gone. */
  user_image: string;
  /** 2: the account is deleted or deactivated (no profile link); 1 otherwise. */
  user_status: 1 | 2;
  /** '1' online, '0' not. */
  online: '1' | '0';
  /** Either of the two blocked the other. */
  block: Flag;
  favorite: Flag;
  /** The last message's text ('' for an image or none). */
  message: string;
  /** The last message's image URL, '' when it was not an image. */
  imagename: string;
  /** Messages from the other member the caller has not read. */
  unread: number;
  /** Epoch seconds of the last message, or of the chat's creation when it has none. */
  chatTime: number;
}

/** POST webgetchat. `limit` grows by 8 per Load More; `total` counts every match of the filter. */
export interface GetChatsRequest {
  user_id: number;
  /** Case-insensitive part of the other member's name. */
  search_key?: string;
  sort?: ChatSort;
  filter?: ChatFilter;
  /** The client's time in epoch seconds, kept for the mobile contract; paging is by limit. */
  timestamp?: number;
  /** 1 to 200; 8 by default. */
  limit?: number;
}

export interface GetChatsResponse extends ApiOk {
  matches: ChatListItem[];
  total: number;
}

/** A feed item shared in a chat (spec section 3, Chat message: feeds). */
export interface ChatFeedRef {
  feed_type: string;
  feed_content: string;
  feed_content_images: string[];
}

/** Spec section 3, Chat message, plus its ids for ordering, catching up and de-duplicating. */
export interface ChatMessage {
  /** Increasing with time across every chat: the `since` of a catch-up. */
  id: number;
  chat_id: number;
  /** The sender's id for this message, so a retried send is stored once. */
  client_id: string;
  /** Plain text, never HTML; '' for an image or feed message. */
  message: string;
  sender_id: number;
  receiver_id: number;
  /** The image URL, '' unless type is 'image'. */
  upload_image: string;
  type: ChatMessageType;
  /** ISO 8601. */
  date: string;
  /** The shared feed item for type 'feed', else null. */
  feeds: ChatFeedRef | null;
  /** Epoch seconds. */
  chatTime: number;
}

/**
 * POST webgetchatmessage: the chat's messages the caller has not cleared, oldest first. With
 * `since` (a message id) only newer ones: the catch-up after a reconnect. Reading marks the chat
 * read.
 */
export interface GetChatMessagesRequest {
  user_id: number;
  chat_id: number;
  since?: number;
}

export interface GetChatMessagesResponse extends ApiOk {
  chats: ChatMessage[];
}

/**
 * What a sent message carries (websendmessage body, and the socket's `message` event). Exactly one
 * of: `message` (validateChatMessage of @dating/shared/rules: 1 to
 * 500 characters, not only whitespace), `upload_image` (the image_name
 * uploadimagechat answered the sender) or `feed_id` (a feed item of either member).
 */
export interface OutgoingChatMessage {
  /**
   * Unique per sender, e.g. a UUID made before the first try: a retry is stored once. Spec
   * clients send none; the server then makes one, and each send is a new message.
   */
  client_id?: string;
  message?: string;
  upload_image?: string;
  feed_id?: number;
}

/** POST websendmessage. `chat_time` is ignored: the server's clock orders messages. */
export interface SendMessageRequest extends OutgoingChatMessage {
  sender_id: number;
  chat_id: number;
  receiver_id: number;
  chat_time?: number;
}

/** The stored message (the same one a retry answers). */
export interface SendMessageResponse extends ApiOk {
  result: ChatMessage;
}

/** POST uploadimagechat: JSON `{file: <data URL>}`; answers UploadImageResponse (accounts.ts). */
export interface UploadChatImageRequest {
  file: string;
  language?: string;
}

/** POST webclearchat: hides the history so far from the caller only. */
export interface ClearChatRequest {
  user_id: number;
  chat_id: number;
}

/** POST webblockchat: blocks the member, or unblocks them if the caller blocked them already. */
export interface BlockChatRequest {
  user_id: number;
  block_user_id: number;
}

export interface BlockChatResponse extends ApiOk {
  /** 'true': the caller now blocks them. */
  blocked_by_me: Flag;
}

/** POST blockstatus. */
export interface BlockStatusRequest {
  user_id: number;
  chatid: number;
}

/** Spec section 3, Block status; section 4, Chat block state. */
export interface BlockStatus {
  /** The other member blocks the caller: 'This User has Blocked you'. */
  block: Flag;
  /** The caller blocks the other member: 'Unblock to message'. */
  blocked_by_me: Flag;
  /** The other account is deleted: 'This account has been deleted.' */
  chat_userstatus: Flag;
}

export interface BlockStatusResponse extends ApiOk, BlockStatus {}

/** POST webfavorite: toggles the chat with that member among the caller's favourites. */
export interface FavoriteRequest {
  user_id: number;
  favorite_user_id: number;
}

export interface FavoriteResponse extends ApiOk {
  favorite: Flag;
}

/** POST webcreatchat: the chat of two matched members (the existing one if any). */
export interface CreateChatRequest {
  sender_id: number;
  receiver_id: number;
}

export interface CreateChatResponse extends ApiOk {
  chatid: number;
}

/** Spec section 3, App of the day (admin settings). */
export interface AppOfTheDay {
  /** 'enable' shows the entry; anything else hides it. */
  app_settings: string;
  title: string;
  description: string;
  view_url_web: string;
  images: string[];
}

/** POST appoftheday. */
export interface AppOfTheDayResponse extends ApiOk {
  result: AppOfTheDay;
}

/** POST webprofile, chat variant: sent with chat_userid instead of a plain user_id. */
export interface ChatHeaderRequest {
  chat_userid: number;
  chat_id: number;
  user_id: number;
  own_id: number;
}

/** Spec section 3, Chat header. */
export interface ChatHeader {
  user_id: number;
  /** '' when the account is deleted. */
  user_name: string;
  /** Main photo URL, '' when none. */
  images: string;
  online: '1' | '0';
  /** Epoch seconds the member was last online; null when never seen or deleted. */
  onlinelasttime: number | null;
}

export interface ChatHeaderResponse extends ApiOk {
  result: ChatHeader;
}

// ---- Realtime socket (socket.io at /socket.io, `auth: { token }` in the handshake) ----

/** `join`: open one chat. `since` (the last message id the client holds) asks for what it missed. */
export interface JoinChatPayload {
  join_id: number;
  since?: number;
}

/** `message`: a send through the socket; the acknowledgement comes after the message is stored. */
export interface SocketSendPayload {
  chatid: number;
  sender_id: number;
  receiver_id: number;
  message: OutgoingChatMessage;
}

export type TypingValue = 'type' | 'untype';

/** `typing`: the first key that is not Enter sends 'type'; 2 s without keys, 'untype'. */
export interface TypingPayload {
  chatid: number;
  sender_id: number;
  receiver_id: number;
  message: TypingValue;
}

/** `catchup`: every message of the caller's chats after `since` (reconnect on the list page). */
export interface CatchUpPayload {
  since: number;
}

/** `read`: the caller has seen the chat up to this message (the unread counts drop). */
export interface ReadPayload {
  chatid: number;
  message_id: number;
}

export type SocketAck<T> = (answer: (ApiOk & T) | ApiFailure) => void;

export interface ChatClientToServerEvents {
  join: (payload: JoinChatPayload, ack: SocketAck<{ chats: ChatMessage[] }>) => void;
  message: (payload: SocketSendPayload, ack: SocketAck<{ result: ChatMessage }>) => void;
  typing: (payload: TypingPayload) => void;
  catchup: (payload: CatchUpPayload, ack: SocketAck<{ chats: ChatMessage[] }>) => void;
  read: (payload: ReadPayload, ack?: SocketAck<object>) => void;
}

/** receivetyping / receiveuntyping. */
export interface TypingNotice {
  chatid: number;
  sender_id: number;
}

/** `presence`: a member of one of the caller's joined chats came online or went offline. */
export interface PresenceNotice {
  user_id: number;
  online: '1' | '0';
  onlinelasttime: number | null;
}

/** `chatstate`: block state of a chat changed; read blockstatus again. */
export interface ChatStateNotice {
  chatid: number;
}

export interface ChatServerToClientEvents {
  /** A new message, to every tab of both members (sender's other tabs included). */
  broad: (message: ChatMessage) => void;
  receivetyping: (notice: TypingNotice) => void;
  receiveuntyping: (notice: TypingNotice) => void;
  presence: (notice: PresenceNotice) => void;
  chatstate: (notice: ChatStateNotice) => void;
  /**
   * The server's relay between its processes (Redis) was interrupted and is back: events may
   * have been missed without the connection dropping; read again what the page shows.
   */
  resync: () => void;
}

// ---- Web Push (new-message and like notifications) ----

/** GET or POST webpushkey: the VAPID public key for PushManager.subscribe. */
export interface PushKeyResponse extends ApiOk {
  public_key: string;
}

/** POST webpushsubscribe: a PushSubscription's JSON. */
export interface PushSubscribeRequest {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** POST webpushunsubscribe. */
export interface PushUnsubscribeRequest {
  endpoint: string;
}

/** The JSON a push message carries to the service worker. */
export interface PushPayload {
  kind: 'message' | 'like';
  title: string;
  body: string;
  /** The address to open on click, e.g. /web/app/Message/MessageNew/12/3. */
  url: string;
}
