import { Type, type Static } from 'typebox';
import { post } from './call';
import { caller, ok, rowId } from './wire';

/**
 * Profile prompts (the product's own calls): the admin's list of prompts, in the caller's
 * language, and a member's answers to up to LIMITS.maxPromptAnswers of them. A prompt's id is the
 * same in every language; its text is the reader's.
 */

/** One prompt of the admin's list, as the call's language words it. */
export const prompt = Type.Object({ id: Type.Integer(), text: Type.String() });
export type Prompt = Static<typeof prompt>;

/** A member's answer, in their order: the prompt's text is in the reader's language. */
export const promptAnswer = Type.Object({
  prompt_id: Type.Integer(),
  prompt: Type.String(),
  answer: Type.String(),
});
export type PromptAnswer = Static<typeof promptAnswer>;

/**
 * What a like aimed at one thing liked: a photo (its address) or a prompt's answer as it read
 * when liked, so the receiver sees what was liked even after they change their profile.
 */
export const likedItem = Type.Union([
  Type.Object({ kind: Type.Literal('photo'), image: Type.String() }),
  Type.Object({ kind: Type.Literal('prompt'), prompt_id: Type.Integer(), answer: Type.String() }),
]);
export type LikedItem = Static<typeof likedItem>;

/** POST webprompts: the admin's list in the caller's language, and the caller's own answers. */
export const promptsReply = Type.Object({
  status: ok,
  prompts: Type.Array(prompt),
  answers: Type.Array(promptAnswer),
});
export type PromptsResponse = Static<typeof promptsReply>;

/** One answer as a member writes it; the service checks it with validatePromptAnswer. */
const answerInput = Type.Object({
  prompt_id: rowId,
  // A bound for the validator only: the rule's 200 characters answers with MESSAGES.
  answer: Type.String({ maxLength: 2000 }),
});
export type PromptAnswerInput = Static<typeof answerInput>;

/**
 * POST websetprompts: the caller's answers, all of them, in the order shown (an empty list
 * removes them all). More than LIMITS.maxPromptAnswers is refused by the service, with a message.
 */
export const setPromptsBody = Type.Object({
  ...caller,
  answers: Type.Array(answerInput, { maxItems: 20 }),
});
export type SetPromptsRequest = Static<typeof setPromptsBody>;

export const setPromptsReply = Type.Object({ status: ok, answers: Type.Array(promptAnswer) });
export type SetPromptsResponse = Static<typeof setPromptsReply>;

export const promptCalls = {
  webprompts: post(Type.Object(caller), promptsReply),
  websetprompts: post(setPromptsBody, setPromptsReply),
};
