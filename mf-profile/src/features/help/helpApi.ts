import type { HelpPagesResponse, Language } from '@dating/contract';
import { api } from '../../app/api';

/** webhelppages (spec section 7): the same pages the public /helpmain shows. */
export const helpApi = api.injectEndpoints({
  endpoints: (build) => ({
    // By language: the admin writes each language's pages.
    helpPages: build.query<HelpPagesResponse, { memberId: number; language: Language }>({
      query: ({ memberId, language }) => ({
        call: 'webhelppages',
        body: { user_id: memberId, language },
      }),
    }),
  }),
});

export const { useHelpPagesQuery } = helpApi;
