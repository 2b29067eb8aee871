import { Type, type Static } from 'typebox';
import { HIDDEN_WORDS_MAX } from '../rules/validation';
import { post } from './call';
import { caller, flag, ok, rowId } from './wire';

/**
 * What a member chooses about who reaches them, beyond spec section 7 (the product's own calls):
 * hidden words and their Hidden folder, Your Turn (matches waiting for the member's reply) and
 * "Only verified members can message me".
 */

/**
 * POST webhiddenwords: the caller's hidden words, after adding `add` or removing `remove` when
 * given. Matched without regard to case or accents, on word boundaries; emoji as they are.
 */
export const hiddenWordsBody = Type.Object({
  ...caller,
  add: Type.Optional(Type.String({ maxLength: 400 })),
  remove: Type.Optional(Type.String({ maxLength: 400 })),
});
export const hiddenWordsReply = Type.Object({
  status: ok,
  /** Oldest first, as the member wrote them. */
  words: Type.Array(Type.String(), { maxItems: HIDDEN_WORDS_MAX }),
});
export type HiddenWordsResponse = Static<typeof hiddenWordsReply>;

/** One item of the Hidden folder: an opening message or a like's comment with a hidden word. */
export const hiddenItem = Type.Object({
  kind: Type.Union([Type.Literal('message'), Type.Literal('like_comment')]),
  user_id: Type.Integer(),
  user_name: Type.String(),
  /** Main photo URL, '' when none. */
  user_image: Type.String(),
  /** 0 for a like's comment (no chat yet). */
  chat_id: Type.Integer(),
  /** The hidden message's id, which a report can attach; 0 for a like's comment. */
  message_id: Type.Integer(),
  message: Type.String(),
  /** Epoch seconds. */
  chatTime: Type.Integer(),
});
export type HiddenItem = Static<typeof hiddenItem>;

/** POST webhiddenmessages: the caller's Hidden folder, newest first. */
export const hiddenMessagesBody = Type.Object({ ...caller });
export const hiddenMessagesReply = Type.Object({ status: ok, items: Type.Array(hiddenItem) });
export type HiddenMessagesResponse = Static<typeof hiddenMessagesReply>;

/** A match whose last message is the other member's, waiting for the caller's reply. */
export const waitingMatch = Type.Object({
  user_id: Type.Integer(),
  user_name: Type.String(),
  user_image: Type.String(),
  chat_id: Type.Integer(),
  /** Their last message ('' for a picture). */
  message: Type.String(),
  chatTime: Type.Integer(),
});
export type WaitingMatch = Static<typeof waitingMatch>;

/**
 * POST webyourturn: the matches waiting for the caller's reply, oldest wait first; `your_turn`
 * 'true' when there are more than `limit` of them and the rule is on: likes are refused then.
 */
export const yourTurnBody = Type.Object({ ...caller });
export const yourTurnReply = Type.Object({
  status: ok,
  your_turn: flag,
  limit: Type.Integer(),
  waiting: Type.Array(waitingMatch),
});
export type YourTurnResponse = Static<typeof yourTurnReply>;

/**
 * POST webclosekindly: sends the match waiting for the caller a kind closing message in the
 * call's language, then ends the match.
 */
export const closeKindlyBody = Type.Object({ ...caller, other_user_id: rowId });
export const closeKindlyReply = Type.Object({ status: ok, message: Type.String() });

/** POST webverifiedonly: without `verified_only` answers the setting; with it, sets it. */
export const verifiedOnlyBody = Type.Object({ ...caller, verified_only: Type.Optional(flag) });
export const verifiedOnlyReply = Type.Object({ status: ok, verified_only: flag });
export type VerifiedOnlyResponse = Static<typeof verifiedOnlyReply>;

export const contactSafetyCalls = {
  webhiddenwords: post(hiddenWordsBody, hiddenWordsReply),
  webhiddenmessages: post(hiddenMessagesBody, hiddenMessagesReply),
  webyourturn: post(yourTurnBody, yourTurnReply),
  webclosekindly: post(closeKindlyBody, closeKindlyReply),
  webverifiedonly: post(verifiedOnlyBody, verifiedOnlyReply),
};
