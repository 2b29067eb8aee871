import { Type, type Static } from 'typebox';
import { post } from './call';
import {
  IMPORTANCES,
  QUESTION_CATEGORIES,
  type Importance,
  type QuestionCategory,
} from './compatibilityChoices';
import { caller, flag, ok, rowId, statusReply } from './wire';

/**
 * Compatibility questions (the product's own calls): the admin's questions in the caller's
 * language, a member's own answers (the answer, the answers they accept from someone else, how
 * much it matters, whether it is shown), and the comparison with another member. Identity is the
 * token's: a member reads and writes only their own answers.
 */

const category = Type.Unsafe<QuestionCategory>(Type.String({ enum: [...QUESTION_CATEGORIES] }));
const importance = Type.Unsafe<Importance>(Type.String({ enum: [...IMPORTANCES] }));

/** One of a question's 2 to 4 answers, in the reader's language. */
export const questionChoice = Type.Object({ id: Type.Integer(), text: Type.String() });
export type QuestionChoice = Static<typeof questionChoice>;

/** One question of the admin's list, as the call's language words it. */
export const compatibilityQuestion = Type.Object({
  id: Type.Integer(),
  category,
  text: Type.String(),
  /** The "why we ask" line. */
  why: Type.String(),
  choices: Type.Array(questionChoice),
});
export type CompatibilityQuestion = Static<typeof compatibilityQuestion>;

/** A member's own answer to one question. */
export const ownQuestionAnswer = Type.Object({
  question_id: Type.Integer(),
  choice_id: Type.Integer(),
  /** The answers they accept from someone else (every answer when nothing matters). */
  accepted: Type.Array(Type.Integer()),
  importance,
  /** 'true': shown to others in "compare answers" when they answered it too and show theirs. */
  public: flag,
});
export type OwnQuestionAnswer = Static<typeof ownQuestionAnswer>;

/** POST webquestions: the admin's questions in the caller's language and their own answers. */
export const questionsReply = Type.Object({
  status: ok,
  questions: Type.Array(compatibilityQuestion),
  answers: Type.Array(ownQuestionAnswer),
});
export type QuestionsResponse = Static<typeof questionsReply>;

/** POST websetquestionanswer: the caller's answer to one question, replacing any earlier. */
export const setQuestionAnswerBody = Type.Object({
  ...caller,
  question_id: rowId,
  choice_id: rowId,
  /** At least one of the question's answers; every one of them when importance is irrelevant. */
  accepted: Type.Array(rowId, { minItems: 1, maxItems: 4 }),
  importance,
  /** Absent: shown ('true'). */
  public: Type.Optional(flag),
});
export type SetQuestionAnswerRequest = Static<typeof setQuestionAnswerBody>;

export const setQuestionAnswerReply = Type.Object({ status: ok, answer: ownQuestionAnswer });
export type SetQuestionAnswerResponse = Static<typeof setQuestionAnswerReply>;

/** POST webremovequestionanswer: the caller takes their answer to one question back. */
export const removeQuestionAnswerBody = Type.Object({ ...caller, question_id: rowId });
export type RemoveQuestionAnswerRequest = Static<typeof removeQuestionAnswerBody>;

/** One question both answered and both show, with both answers in the reader's language. */
export const comparedQuestion = Type.Object({
  question_id: Type.Integer(),
  category,
  text: Type.String(),
  mine: Type.String(),
  theirs: Type.String(),
  /** 'true' when their answer is one the caller accepts. */
  theirs_accepted: flag,
});
export type ComparedQuestion = Static<typeof comparedQuestion>;

/** POST webcompareanswers: the caller beside another member they may see (friend_id). */
export const compareAnswersBody = Type.Object({ ...caller, friend_id: rowId });
export type CompareAnswersRequest = Static<typeof compareAnswersBody>;

export const compareAnswersReply = Type.Object({
  status: ok,
  /** Absent below MIN_COMMON_QUESTIONS questions answered by both. */
  match_percent: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  /** The questions both answered, shown or not: what the percentage is computed on. */
  common: Type.Integer(),
  /** Of those, the ones both chose to show, in the admin's order. */
  questions: Type.Array(comparedQuestion),
});
export type CompareAnswersResponse = Static<typeof compareAnswersReply>;

/**
 * The percentage on a card or profile (webgetpeople, webprofilenew): absent below
 * MIN_COMMON_QUESTIONS questions answered by both, and for old clients, who ignore it.
 */
export const matchPercent = Type.Optional(Type.Integer({ minimum: 0, maximum: 100 }));

export const compatibilityCalls = {
  webquestions: post(Type.Object(caller), questionsReply),
  websetquestionanswer: post(setQuestionAnswerBody, setQuestionAnswerReply),
  webremovequestionanswer: post(removeQuestionAnswerBody, statusReply),
  webcompareanswers: post(compareAnswersBody, compareAnswersReply),
};
