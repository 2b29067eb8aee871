import { callEndpoint } from '@dating/web';
import type { Language } from '@dating/contract';
import { api } from '../../../app/api';

/** The member's answers beside another member's: the questions both answered and both show. */
export const compareApi = api.injectEndpoints({
  endpoints: (build) => ({
    compareAnswers: build.query({
      ...callEndpoint(
        'webcompareanswers',
        ({ memberId, language }: { memberId: number; language: Language }) => ({
          body: { friend_id: memberId, language },
        }),
      ),
    }),
  }),
});

export const { useCompareAnswersQuery } = compareApi;
