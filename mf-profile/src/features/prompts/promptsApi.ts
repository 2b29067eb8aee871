import { callEndpoint } from '@dating/web';
import type { Language, PromptAnswerInput } from '@dating/contract';
import { api } from '../../app/api';

/** The prompts to choose from and the member's answers, both in the member's language. */
export const promptsApi = api.injectEndpoints({
  endpoints: (build) => ({
    prompts: build.query({
      ...callEndpoint(
        'webprompts',
        ({ memberId, language }: { memberId: number; language: Language }) => ({
          body: { user_id: memberId, language },
        }),
      ),
      providesTags: ['Prompts'],
    }),
    setPrompts: build.mutation({
      ...callEndpoint(
        'websetprompts',
        ({
          memberId,
          language,
          answers,
        }: {
          memberId: number;
          language: Language;
          answers: PromptAnswerInput[];
        }) => ({ json: true, body: { user_id: memberId, language, answers } }),
      ),
      // The own profile carries the answers too.
      invalidatesTags: ['Prompts', 'Profile'],
    }),
  }),
});

export const { usePromptsQuery, useSetPromptsMutation } = promptsApi;
