import { CHAT_FILTERS, CHAT_SORTS } from '@dating/shared/api';
import { Type, type Static } from 'typebox';
import { rowIdSchema } from '../../http/rowIdSchema';

/**
 * The chat calls' schemas (spec section 7, Chat). Form fields arrive as strings; Fastify's
 * validator coerces ids to integers. Member ids the caller names are checked against the token
 * (memberOf); chat ids by the service.
 */

const ok = Type.Literal('true');
const flag = Type.Union([Type.Literal('true'), Type.Literal('false')]);
const text = Type.Optional(Type.String());
const id = rowIdSchema;
/** A message id (bigint) to read after, in calls and socket events: 0 means from the start. */
export const messageIdSchema = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
const caller = { user_id: text, language: text };

export const chatMessageSchema = Type.Object({
  id: Type.Integer(),
  chat_id: Type.Integer(),
  client_id: Type.String(),
  message: Type.String(),
  sender_id: Type.Integer(),
  receiver_id: Type.Integer(),
  upload_image: Type.String(),
  type: Type.Union([Type.Literal('text'), Type.Literal('image'), Type.Literal('feed')]),
  date: Type.String(),
  feeds: Type.Union([
    Type.Object({
      feed_type: Type.String(),
      feed_content: Type.String(),
      feed_content_images: Type.Array(Type.String()),
    }),
    Type.Null(),
  ]),
  chatTime: Type.Integer(),
});

export const getChatsBody = Type.Object({
  ...caller,
  search_key: Type.Optional(Type.String({ maxLength: 100 })),
  /** '' as none: spec section 7 sends `sort` without naming its values. */
  sort: Type.Optional(Type.Union([...CHAT_SORTS, ''].map((sort) => Type.Literal(sort)))),
  filter: Type.Optional(Type.Union(CHAT_FILTERS.map((filter) => Type.Literal(filter)))),
  timestamp: text,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});

export const getChatsReply = Type.Object({
  status: ok,
  matches: Type.Array(
    Type.Object({
      user_id: Type.Integer(),
      chat_id: Type.Integer(),
      user_name: Type.String(),
      user_image: Type.String(),
      user_status: Type.Union([Type.Literal(1), Type.Literal(2)]),
      online: Type.Union([Type.Literal('1'), Type.Literal('0')]),
      block: flag,
      favorite: flag,
      message: Type.String(),
      imagename: Type.String(),
      unread: Type.Integer(),
      chatTime: Type.Integer(),
    }),
  ),
  total: Type.Integer(),
});

export const getMessagesBody = Type.Object({
  ...caller,
  chat_id: id,
  since: Type.Optional(messageIdSchema),
});

export const getMessagesReply = Type.Object({ status: ok, chats: Type.Array(chatMessageSchema) });

/**
 * What a send carries, in websendmessage and the socket's `message`. Spec clients send no
 * `client_id`: the server makes one, so only a client that sends its own can retry safely.
 */
export const outgoingMessageSchema = Type.Object({
  client_id: Type.Optional(Type.String({ maxLength: 64 })),
  message: Type.Optional(Type.String({ maxLength: 2000 })),
  upload_image: Type.Optional(Type.String({ maxLength: 300 })),
  feed_id: Type.Optional(id),
});

export const sendMessageBody = Type.Object({
  ...caller,
  ...outgoingMessageSchema.properties,
  sender_id: text,
  chat_id: id,
  receiver_id: id,
  chat_time: text,
});

export type SendMessageBody = Static<typeof sendMessageBody>;

export const sendMessageReply = Type.Object({ status: ok, result: chatMessageSchema });

export const chatCallBody = Type.Object({ ...caller, chat_id: id });

export const statusReply = Type.Object({ status: ok });

export const blockChatBody = Type.Object({ ...caller, block_user_id: id });
export const blockChatReply = Type.Object({ status: ok, blocked_by_me: flag });

export const blockStatusBody = Type.Object({ ...caller, chatid: id });
export const blockStatusReply = Type.Object({
  status: ok,
  block: flag,
  blocked_by_me: flag,
  chat_userstatus: flag,
});

export const favoriteBody = Type.Object({ ...caller, favorite_user_id: id });
export const favoriteReply = Type.Object({ status: ok, favorite: flag });

export const createChatBody = Type.Object({ language: text, sender_id: text, receiver_id: id });
export const createChatReply = Type.Object({ status: ok, chatid: Type.Integer() });

export const appOfTheDayReply = Type.Object({
  status: ok,
  result: Type.Object({
    app_settings: Type.String(),
    title: Type.String(),
    description: Type.String(),
    view_url_web: Type.String(),
    images: Type.Array(Type.String()),
  }),
});

/** The chat variant of webprofile's fields (told apart from the plain one by chat_userid). */
export const chatHeaderFields = {
  chat_userid: Type.Optional(id),
  chat_id: Type.Optional(id),
  own_id: text,
};

export const chatHeaderReply = Type.Object({
  status: ok,
  result: Type.Object({
    user_id: Type.Integer(),
    user_name: Type.String(),
    images: Type.String(),
    online: Type.Union([Type.Literal('1'), Type.Literal('0')]),
    onlinelasttime: Type.Union([Type.Integer(), Type.Null()]),
  }),
});
