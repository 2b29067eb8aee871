import { Type, type Static } from 'typebox';

/**
 * The wire conventions of every call and socket event (spec section 7, architecture brief 3a).
 * Flags travel as 'true'/'false' strings. Ids and numbers may arrive as numbers or as their text
 * (forms, localStorage and the spec's mobile clients send text): the server's validator converts
 * them, over HTTP and the socket alike, and drops fields the contract does not list.
 */

export const ok = Type.Literal('true');
export const flag = Type.Union([Type.Literal('true'), Type.Literal('false')]);
export type Flag = Static<typeof flag>;

/** '1' online, '0' not. */
export const onlineFlag = Type.Union([Type.Literal('1'), Type.Literal('0')]);

/** Every refusal: its HTTP status says what kind, `message` what to show. */
export const apiFailure = Type.Object({ status: Type.Literal('false'), message: Type.String() });
export type ApiFailure = Static<typeof apiFailure>;

/** A success that carries nothing else (the spec sends `message` with some). */
export const statusReply = Type.Object({ status: ok, message: Type.Optional(Type.String()) });
export type ApiOk = Static<typeof statusReply>;

/** The largest PostgreSQL integer (int4): no id column holds more, and a query with more fails. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * The id of a row (a member, a chat, a feed item...): a whole number from 1 to MAX_ROW_ID, or
 * its text. Anything outside PostgreSQL's integer range is refused by validation instead of
 * failing a query.
 */
export const rowId = Type.Integer({ minimum: 1, maximum: MAX_ROW_ID });

/** A message id (bigint) to read after, in calls and socket events: 0 means from the start. */
export const messageId = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });

/** An optional free text field as forms send it. */
export const text = Type.Optional(Type.String());

/** A value the spec's clients send, as a number or its text, that the server only passes on. */
export const looseNumber = Type.Optional(Type.Union([Type.Number(), Type.String()]));

/**
 * A field naming the caller (`user_id`, `sender_id`...): the spec's clients send it, as a number
 * or its text, but identity comes from the token; a value naming someone else is refused.
 */
export const callerId = Type.Optional(Type.Union([Type.Integer(), Type.String()]));

/** What every call may carry: the caller's id and the language of the answer's messages. */
export const caller = { user_id: callerId, language: text };
