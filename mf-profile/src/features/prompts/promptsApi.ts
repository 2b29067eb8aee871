import type {
  Language,
  PromptAnswerInput,
  PromptsResponse,
  SetPromptsResponse,
} from '@dating/contract';
import { api } from '../../app/api';

/** The prompts to choose from and the member's answers, both in the member's language. */
export const promptsApi = api.injectEndpoints({
  endpoints: (build) => ({
    prompts: build.query<PromptsResponse, { memberId: number; language: Language }>({
      query: ({ memberId, language }) => ({
        call: 'webprompts',
        body: { user_id: memberId, language },
      }),
      providesTags: ['Prompts'],
    }),
    setPrompts: build.mutation<
      SetPromptsResponse,
      { memberId: number; language: Language; answers: PromptAnswerInput[] }
    >({
      query: ({ memberId, language, answers }) => ({
        call: 'websetprompts',
        json: true,
        body: { user_id: memberId, language, answers },
      }),
      // The own profile carries the answers too.
      invalidatesTags: ['Prompts', 'Profile'],
    }),
  }),
});

export const { usePromptsQuery, useSetPromptsMutation } = promptsApi;
