import { Type, type Static } from 'typebox';
import { SCAM_KINDS } from '../rules/scamKinds';
import { getWithQuery, post, postWithoutFields } from './call';
import { CHAT_FILTERS, CHAT_LIST_SECTIONS, CHAT_REACTIONS, CHAT_SORTS } from './chatFilters';
import { uploadImageBody, uploadImageReply } from './photos';
import { callLine } from './mediaCalls';
import { likedItem } from './prompts';
import type { apiFailure } from './wire';
import {
  caller,
  callerId,
  flag,
  looseNumber,
  messageId,
  ok,
  onlineFlag,
  rowId,
  statusReply,
  text,
} from './wire';

/**
 * The chat contract (spec sections 3, 4, 5 and 7: Chat, Realtime socket): every call's body and
 * answer, and every socket event's payload and acknowledgement. Times are epoch seconds
 * (chatTime) or ISO 8601 strings (date). Member ids a body names are checked against the token;
 * chat ids by the service.
 */

/** Spec section 3, Chat list item. */
export const chatListItem = Type.Object({
  user_id: Type.Integer(),
  chat_id: Type.Integer(),
  user_name: Type.String(),
  /** The other member's main photo URL; empty when none or the account is gone. */
  user_image: Type.String(),
  /** 2: the account is deleted or deactivated (no profile link); 1 otherwise. */
  user_status: Type.Union([Type.Literal(1), Type.Literal(2)]),
  online: onlineFlag,
  /** Either of the two blocked the other. */
  block: flag,
  favorite: flag,
  /** The last message's text ('' for an image or none). */
  message: Type.String(),
  /** The last message's image URL, '' when it was not an image. */
  imagename: Type.String(),
  /** Messages from the other member the caller has not read. */
  unread: Type.Integer(),
  /** Epoch seconds of the last message, or of the chat's creation when it has none. */
  chatTime: Type.Integer(),
  /** Not the spec's: the last message's call when it is a call's line (`message` has its English). */
  call: Type.Optional(callLine),
  /** Not the spec's: 'true' when the last message is a voice note (its `message` is ''). */
  voice: Type.Optional(flag),
});
export type ChatListItem = Static<typeof chatListItem>;

/** POST webgetchat. `limit` grows by 8 per Load More; `total` counts every match of the filter. */
export const getChatsBody = Type.Object({
  ...caller,
  /** Case-insensitive part of the other member's name. */
  search_key: Type.Optional(Type.String({ maxLength: 100 })),
  /** '' as none: spec section 7 sends `sort` without naming its values. */
  sort: Type.Optional(Type.Enum([...CHAT_SORTS, ''])),
  filter: Type.Optional(Type.Enum(CHAT_FILTERS)),
  /** Which part of the Messages page; none answers every chat (clients before the strip). */
  section: Type.Optional(Type.Enum(CHAT_LIST_SECTIONS)),
  /** The client's time in epoch seconds, kept for the mobile contract; paging is by limit. */
  timestamp: looseNumber,
  /** 1 to 200; 8 by default. */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});

export type GetChatsFields = Static<typeof getChatsBody>;

export const getChatsReply = Type.Object({
  status: ok,
  matches: Type.Array(chatListItem),
  total: Type.Integer(),
});
export type GetChatsResponse = Static<typeof getChatsReply>;

/** A feed item shared in a chat (spec section 3, Chat message: feeds). */
export const chatFeedRef = Type.Object({
  feed_type: Type.String(),
  feed_content: Type.String(),
  feed_content_images: Type.Array(Type.String()),
});
export type ChatFeedRef = Static<typeof chatFeedRef>;

/** Under the sender's own message: stored, received by the other's client, seen by them. */
export const messageReceipt = Type.Union([
  Type.Literal('sent'),
  Type.Literal('delivered'),
  Type.Literal('read'),
]);
export type MessageReceipt = Static<typeof messageReceipt>;

/** One member's reaction to a message. */
export const messageReaction = Type.Object({
  user_id: Type.Integer(),
  emoji: Type.Enum(CHAT_REACTIONS),
});
export type MessageReaction = Static<typeof messageReaction>;

/**
 * A voice note (type 'voice'): its duration and loudness as the server read them from the
 * recording, never the client's. `url` is the call that answers its bytes to the chat's two
 * members only (GET webchatvoice with the caller's token).
 */
export const voiceNote = Type.Object({
  url: Type.String(),
  duration_ms: Type.Integer(),
  /** Loudness from 0 to 100, in equal steps of time over the whole note. */
  waveform: Type.Array(Type.Integer({ minimum: 0, maximum: 100 })),
});
export type VoiceNote = Static<typeof voiceNote>;

/** The message a reply quotes, as it reads now ('' text and `unsent` once its sender unsent it). */
export const quotedMessage = Type.Object({
  id: Type.Integer(),
  sender_id: Type.Integer(),
  type: Type.Union([
    Type.Literal('text'),
    Type.Literal('image'),
    Type.Literal('feed'),
    Type.Literal('voice'),
  ]),
  /** Its text ('' for a picture, a feed item or a voice note). */
  message: Type.String(),
  unsent: flag,
});
export type QuotedMessage = Static<typeof quotedMessage>;

/** Spec section 3, Chat message, plus its ids for ordering, catching up and de-duplicating. */
export const chatMessage = Type.Object({
  /** Increasing with time across every chat: the `since` of a catch-up. */
  id: Type.Integer(),
  chat_id: Type.Integer(),
  /** The sender's id for this message, so a retried send is stored once. */
  client_id: Type.String(),
  /** Plain text, never HTML; '' for an image or feed message. */
  message: Type.String(),
  sender_id: Type.Integer(),
  receiver_id: Type.Integer(),
  /** The image URL, '' unless type is 'image'. */
  upload_image: Type.String(),
  /** 'voice' is not the spec's: a client that does not know it shows the empty text. */
  type: quotedMessage.properties.type,
  /** ISO 8601. */
  date: Type.String(),
  /** The shared feed item for type 'feed', else null. */
  feeds: Type.Union([chatFeedRef, Type.Null()]),
  /** Epoch seconds. */
  chatTime: Type.Integer(),
  /**
   * The offensive-language check flagged this text and its sender sent it anyway: the receiver's
   * client asks whether it bothers them, with a one-tap report. 'false' for images and feeds.
   */
  flagged: flag,
  /**
   * Only to the receiver: the scam check found this text asking to move to another app, sharing
   * contact details or asking for money (its first hit's kind); the client warns before it.
   */
  caution: Type.Optional(Type.Enum(SCAM_KINDS)),
  /**
   * 'true' when the detector found the picture explicit or uncertain: the receiver sees it
   * blurred until they choose to view it. Always sent by the server.
   */
  explicit: Type.Optional(flag),
  /**
   * Only on the caller's own messages in a history: how far it got. 'read' never comes when
   * either member turned read receipts off.
   */
  receipt: Type.Optional(messageReceipt),
  /** The two members' reactions (in a history; a new message has none). */
  reactions: Type.Optional(Type.Array(messageReaction)),
  /**
   * The first message of a match that began with a comment on a like: the receiver's photo or
   * answer the sender liked, shown quoted above the text. Absent on every other message.
   */
  liked: Type.Optional(likedItem),
  /** Type 'voice': the note, until it is unsent. */
  voice: Type.Optional(voiceNote),
  /** A reply: the message it quotes, as that message reads now. */
  reply_to: Type.Optional(quotedMessage),
  /**
   * 'true' once its sender unsent it: for both members its text, picture and voice are gone
   * ('' and no `voice`), and the clients show 'Message removed'. Absent otherwise.
   */
  unsent: Type.Optional(Type.Literal('true')),
  /** A call's line (type 'text', its English summary in `message`); absent on every other message. */
  call: Type.Optional(callLine),
});
export type ChatMessage = Static<typeof chatMessage>;
export type ChatMessageType = ChatMessage['type'];

/**
 * POST webgetchatmessage: the chat's messages the caller has not cleared, oldest first. With
 * `since` (a message id) only newer ones: the catch-up after a reconnect. Reading marks the chat
 * read.
 */
export const getMessagesBody = Type.Object({
  ...caller,
  chat_id: rowId,
  since: Type.Optional(messageId),
});

export const getMessagesReply = Type.Object({
  status: ok,
  chats: Type.Array(chatMessage),
  /** 'true' once the caller chose to view this chat's explicit pictures (webshowexplicit). */
  show_explicit: Type.Optional(flag),
  /**
   * Not the spec's: the caller's messages the other member's client has, and has seen, up to
   * these ids (the `receipt` notice's marks; read 0 while receipts are off on either side). A
   * catch-up (`since`) carries them too, for the caller's older messages its page holds.
   */
  delivered_up_to: Type.Optional(messageId),
  read_up_to: Type.Optional(messageId),
});
export type GetChatMessagesResponse = Static<typeof getMessagesReply>;

/**
 * What a sent message carries (websendmessage's body, and the socket's `message`). Exactly one
 * of: `message` (validateChatMessage of @dating/contract/rules: 1 to 500 characters, not only
 * whitespace), `upload_image` (the image_name uploadimagechat answered the sender) or `feed_id`
 * (a feed item of either member).
 */
export const outgoingMessage = Type.Object({
  /**
   * Unique per sender, e.g. a UUID made before the first try: a retry is stored once. Spec
   * clients send none; the server then makes one, and each send is a new message.
   */
  client_id: Type.Optional(Type.String({ maxLength: 64 })),
  message: Type.Optional(Type.String({ maxLength: 2000 })),
  upload_image: Type.Optional(Type.String({ maxLength: 300 })),
  feed_id: Type.Optional(rowId),
  /**
   * 'true' once the sender confirmed a text the check flagged ('Are you sure?'). Without it a
   * flagged text is refused with `flaggedRefusal` and not stored, unless the same text was
   * refused in the same chat within the last 10 minutes (a spec client sends it again).
   */
  send_anyway: Type.Optional(flag),
  /** The voice_name uploadvoicechat answered the sender: a voice note, instead of the others. */
  upload_voice: Type.Optional(Type.String({ maxLength: 300 })),
  /** A reply: the id of the message of the same chat it quotes. */
  reply_to: Type.Optional(rowId),
});
export type OutgoingChatMessage = Static<typeof outgoingMessage>;

/**
 * The refusal of a flagged text (HTTP 409, or the socket's acknowledgement): not stored;
 * `message` asks 'Are you sure?' in the call's language and says how to send it anyway.
 */
export const flaggedRefusal = Type.Object({
  status: Type.Literal('false'),
  message: Type.String(),
  flagged: Type.Literal('true'),
});
export type FlaggedRefusal = Static<typeof flaggedRefusal>;

/** POST websendmessage. `chat_time` is ignored: the server's clock orders messages. */
export const sendMessageBody = Type.Object({
  ...caller,
  ...outgoingMessage.properties,
  sender_id: callerId,
  chat_id: rowId,
  receiver_id: rowId,
  chat_time: looseNumber,
});
export type SendMessageBody = Static<typeof sendMessageBody>;

/** The stored message (the same one a retry answers). */
export const sendMessageReply = Type.Object({ status: ok, result: chatMessage });
export type SendMessageResponse = Static<typeof sendMessageReply>;

/** POST webclearchat: hides the history so far from the caller only. */
export const chatCallBody = Type.Object({ ...caller, chat_id: rowId });

/** POST webblockchat: blocks the member, or unblocks them if the caller blocked them already. */
export const blockChatBody = Type.Object({ ...caller, block_user_id: rowId });
/** `blocked_by_me` 'true': the caller now blocks them. */
export const blockChatReply = Type.Object({ status: ok, blocked_by_me: flag });
export type BlockChatResponse = Static<typeof blockChatReply>;

/** POST blockstatus. */
export const blockStatusBody = Type.Object({ ...caller, chatid: rowId });

/** Spec section 3, Block status; section 4, Chat block state. */
export const blockStatus = Type.Object({
  /** The other member blocks the caller: 'This User has Blocked you'. */
  block: flag,
  /** The caller blocks the other member: 'Unblock to message'. */
  blocked_by_me: flag,
  /** The other account is deleted: 'This account has been deleted.' */
  chat_userstatus: flag,
  /**
   * The other member is suspended or banned now: 'This member is no longer available'
   * (MESSAGES.memberNoLongerAvailable). Optional: older servers do not send it.
   */
  unavailable: Type.Optional(flag),
});
export type BlockStatus = Static<typeof blockStatus>;

export const blockStatusReply = Type.Object({ status: ok, ...blockStatus.properties });
export type BlockStatusResponse = Static<typeof blockStatusReply>;

/** POST webfavorite: toggles the chat with that member among the caller's favourites. */
export const favoriteBody = Type.Object({ ...caller, favorite_user_id: rowId });
export const favoriteReply = Type.Object({ status: ok, favorite: flag });
export type FavoriteResponse = Static<typeof favoriteReply>;

/** POST webcreatchat: the chat of two matched members (the existing one if any). */
export const createChatBody = Type.Object({
  language: text,
  sender_id: callerId,
  receiver_id: rowId,
});
export const createChatReply = Type.Object({ status: ok, chatid: Type.Integer() });
export type CreateChatResponse = Static<typeof createChatReply>;

/** POST webreactmessage: the caller's reaction to a message of their chat; '' removes it. */
export const reactBody = Type.Object({
  ...caller,
  chat_id: rowId,
  message_id: messageId,
  emoji: Type.Enum([...CHAT_REACTIONS, '']),
});
/** The message's reactions now. */
export const reactReply = Type.Object({ status: ok, reactions: Type.Array(messageReaction) });
export type ReactResponse = Static<typeof reactReply>;

/** POST uploadvoicechat: a voice note recorded in the browser, as a data URL of its bytes. */
export const uploadVoiceBody = Type.Object({
  ...caller,
  /** data:audio/webm;base64,... or audio/ogg (Opus): the type is checked by the bytes. */
  file: Type.String(),
});
/** The note as the server read it: `voice_name` is what websendmessage's upload_voice sends. */
export const uploadVoiceReply = Type.Object({
  status: ok,
  voice_name: Type.String(),
  duration_ms: Type.Integer(),
  waveform: voiceNote.properties.waveform,
});
export type UploadVoiceResponse = Static<typeof uploadVoiceReply>;

/** GET webchatvoice: a voice note's bytes, to the two members of its chat only. */
export const chatVoiceQuery = Type.Object({ chat_id: rowId, message_id: rowId });
/** The recording's bytes (audio/webm or audio/ogg). */
export const chatVoiceReply = Type.Unsafe<Uint8Array>(Type.String({ contentMediaType: 'audio/*' }));

/**
 * POST webunsendmessage: the caller's own message, within LIMITS.unsendMinutes of its sending,
 * is removed for both members (`unsent` to both rooms); answers it as it now reads.
 */
export const unsendBody = Type.Object({ ...caller, chat_id: rowId, message_id: rowId });
export const unsendReply = Type.Object({ status: ok, result: chatMessage });
export type UnsendResponse = Static<typeof unsendReply>;

/** POST webshowexplicit: the caller views this chat's explicit pictures from now on. */
export const showExplicitBody = Type.Object({ ...caller, chat_id: rowId });

/** POST webreadreceipts: without `read_receipts` answers the setting; with it, sets it. */
export const readReceiptsBody = Type.Object({ ...caller, read_receipts: Type.Optional(flag) });
export const readReceiptsReply = Type.Object({ status: ok, read_receipts: flag });
export type ReadReceiptsResponse = Static<typeof readReceiptsReply>;

/** Spec section 3, App of the day (admin settings). */
export const appOfTheDay = Type.Object({
  /** 'enable' shows the entry; anything else hides it. */
  app_settings: Type.String(),
  title: Type.String(),
  description: Type.String(),
  view_url_web: Type.String(),
  images: Type.Array(Type.String()),
});
export type AppOfTheDay = Static<typeof appOfTheDay>;

/** POST appoftheday. */
export const appOfTheDayReply = Type.Object({ status: ok, result: appOfTheDay });
export type AppOfTheDayResponse = Static<typeof appOfTheDayReply>;

/** webprofile's chat variant: sent with chat_userid instead of a plain user_id alone. */
export const chatHeaderFields = {
  chat_userid: Type.Optional(rowId),
  chat_id: Type.Optional(rowId),
  own_id: callerId,
};

/** Spec section 3, Chat header. */
export const chatHeader = Type.Object({
  user_id: Type.Integer(),
  /** '' when the account is deleted. */
  user_name: Type.String(),
  /** Main photo URL, '' when none. */
  images: Type.String(),
  online: onlineFlag,
  /** Epoch seconds the member was last online; null when never seen or deleted. */
  onlinelasttime: Type.Union([Type.Integer(), Type.Null()]),
  /** 'true' when verified by a selfie (always sent by the server). */
  verified: Type.Optional(flag),
});
export type ChatHeader = Static<typeof chatHeader>;

export const chatHeaderReply = Type.Object({ status: ok, result: chatHeader });
export type ChatHeaderResponse = Static<typeof chatHeaderReply>;

// ---- Realtime socket (socket.io at /socket.io, `auth: { token }` in the handshake) ----

/** `join`: open one chat. `since` (the last message id the client holds) asks for what it missed. */
export const joinChatPayload = Type.Object({ join_id: rowId, since: Type.Optional(messageId) });
export type JoinChatPayload = Static<typeof joinChatPayload>;

/** `message`: a send through the socket; the acknowledgement comes after the message is stored. */
export const socketSendPayload = Type.Object({
  chatid: rowId,
  sender_id: rowId,
  receiver_id: rowId,
  message: outgoingMessage,
  /** The language of a refusal's message; else the page's `language` cookie, else English. */
  language: text,
});
export type SocketSendPayload = Static<typeof socketSendPayload>;

/** `typing`: the first key that is not Enter sends 'type'; 2 s without keys, 'untype'. */
export const typingPayload = Type.Object({
  chatid: rowId,
  sender_id: rowId,
  receiver_id: rowId,
  message: Type.Union([Type.Literal('type'), Type.Literal('untype')]),
});
export type TypingPayload = Static<typeof typingPayload>;
export type TypingValue = TypingPayload['message'];

/** `catchup`: every message of the caller's chats after `since` (reconnect on the list page). */
export const catchUpPayload = Type.Object({ since: messageId });
export type CatchUpPayload = Static<typeof catchUpPayload>;

/** `read`: the caller has seen the chat up to this message (the unread counts drop). */
export const readPayload = Type.Object({ chatid: rowId, message_id: messageId });
export type ReadPayload = Static<typeof readPayload>;

/**
 * `delivered`: the caller's client received the chat's messages up to this one (any page);
 * `seen`: the chat is open on a visible page up to this one. Both only for the other's messages.
 */
export const receiptPayload = Type.Object({ chatid: rowId, message_id: messageId });
export type ReceiptPayload = Static<typeof receiptPayload>;

/** An acknowledgement: the answer's fields after `status: 'true'`, or a refusal. */
export type SocketAck<T, Refusal = Static<typeof apiFailure>> = (
  answer: ({ status: 'true' } & T) | Refusal,
) => void;

export interface ChatClientToServerEvents {
  join: (
    payload: JoinChatPayload,
    ack: SocketAck<Pick<GetChatMessagesResponse, 'chats' | 'delivered_up_to' | 'read_up_to'>>,
  ) => void;
  message: (
    payload: SocketSendPayload,
    ack: SocketAck<{ result: ChatMessage }, Static<typeof apiFailure> | FlaggedRefusal>,
  ) => void;
  typing: (payload: TypingPayload) => void;
  catchup: (payload: CatchUpPayload, ack: SocketAck<{ chats: ChatMessage[] }>) => void;
  read: (payload: ReadPayload, ack?: SocketAck<object>) => void;
  delivered: (payload: ReceiptPayload, ack?: SocketAck<object>) => void;
  seen: (payload: ReceiptPayload, ack?: SocketAck<object>) => void;
}

/** receivetyping / receiveuntyping. */
export const typingNotice = Type.Object({ chatid: Type.Integer(), sender_id: Type.Integer() });
export type TypingNotice = Static<typeof typingNotice>;

/** `presence`: a member of one of the caller's joined chats came online or went offline. */
export const presenceNotice = Type.Object({
  user_id: Type.Integer(),
  online: onlineFlag,
  onlinelasttime: Type.Union([Type.Integer(), Type.Null()]),
});
export type PresenceNotice = Static<typeof presenceNotice>;

/** `chatstate`: block state of a chat changed; read blockstatus again. */
export const chatStateNotice = Type.Object({ chatid: Type.Integer() });
export type ChatStateNotice = Static<typeof chatStateNotice>;

/**
 * `receipt`, to the sender: the other member's client has the chat's messages up to
 * `delivered_up_to`, and saw them up to `read_up_to` (0 while either turned receipts off).
 */
export const receiptNotice = Type.Object({
  chatid: Type.Integer(),
  delivered_up_to: Type.Integer(),
  read_up_to: Type.Integer(),
});
export type ReceiptNotice = Static<typeof receiptNotice>;

/** `reaction`, to both members: a message's reactions changed. */
export const reactionNotice = Type.Object({
  chatid: Type.Integer(),
  message_id: Type.Integer(),
  reactions: Type.Array(messageReaction),
});
export type ReactionNotice = Static<typeof reactionNotice>;

/**
 * `unsent`, to both members: the message is removed (show 'Message removed'); replies quoting
 * it now quote nothing of it either. A client that does not know the event sees it gone after
 * a reload.
 */
export const unsentNotice = Type.Object({ chatid: Type.Integer(), message_id: Type.Integer() });
export type UnsentNotice = Static<typeof unsentNotice>;

export interface ChatServerToClientEvents {
  /** A new message, to every tab of both members (sender's other tabs included). */
  broad: (message: ChatMessage) => void;
  receivetyping: (notice: TypingNotice) => void;
  receiveuntyping: (notice: TypingNotice) => void;
  presence: (notice: PresenceNotice) => void;
  chatstate: (notice: ChatStateNotice) => void;
  receipt: (notice: ReceiptNotice) => void;
  reaction: (notice: ReactionNotice) => void;
  unsent: (notice: UnsentNotice) => void;
  /**
   * The server's relay between its processes (Redis) was interrupted and is back: events may
   * have been missed without the connection dropping; read again what the page shows.
   */
  resync: () => void;
}

/** The chat calls of spec section 7. */
export const chatCalls = {
  webgetchat: post(getChatsBody, getChatsReply),
  webgetchatmessage: post(getMessagesBody, getMessagesReply),
  websendmessage: post(sendMessageBody, sendMessageReply),
  uploadimagechat: post(uploadImageBody, uploadImageReply),
  webclearchat: post(chatCallBody, statusReply),
  webblockchat: post(blockChatBody, blockChatReply),
  blockstatus: post(blockStatusBody, blockStatusReply),
  webfavorite: post(favoriteBody, favoriteReply),
  webcreatchat: post(createChatBody, createChatReply),
  webreactmessage: post(reactBody, reactReply),
  webshowexplicit: post(showExplicitBody, statusReply),
  uploadvoicechat: post(uploadVoiceBody, uploadVoiceReply),
  webchatvoice: getWithQuery(chatVoiceQuery, chatVoiceReply),
  webunsendmessage: post(unsendBody, unsendReply),
  webreadreceipts: post(readReceiptsBody, readReceiptsReply),
  appoftheday: postWithoutFields(appOfTheDayReply),
};
