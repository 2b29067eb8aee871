import { callEndpoint } from '@dating/web';
import type { Importance, Language } from '@dating/contract';
import { api } from '../../app/api';

/** A member's answer as the form sends it. */
export interface AnswerFields {
  question_id: number;
  choice_id: number;
  accepted: number[];
  importance: Importance;
  public: 'true' | 'false';
}

/** The compatibility questions in the member's language, their own answers, answering them. */
export const questionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    questions: build.query({
      ...callEndpoint('webquestions', ({ language }: { language: Language }) => ({
        body: { language },
      })),
      providesTags: ['Questions'],
    }),
    setQuestionAnswer: build.mutation({
      ...callEndpoint('websetquestionanswer', (answer: AnswerFields) => ({
        json: true,
        body: answer,
      })),
      invalidatesTags: ['Questions'],
    }),
    removeQuestionAnswer: build.mutation({
      ...callEndpoint('webremovequestionanswer', ({ questionId }: { questionId: number }) => ({
        json: true,
        body: { question_id: questionId },
      })),
      invalidatesTags: ['Questions'],
    }),
  }),
});

export const { useQuestionsQuery, useSetQuestionAnswerMutation, useRemoveQuestionAnswerMutation } =
  questionsApi;
