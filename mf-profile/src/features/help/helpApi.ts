import { callEndpoint } from '@dating/web';
import type { Language } from '@dating/contract';
import { api } from '../../app/api';

/** webhelppages (spec section 7): the same pages the public /helpmain shows. */
export const helpApi = api.injectEndpoints({
  endpoints: (build) => ({
    // By language: the admin writes each language's pages.
    helpPages: build.query({
      ...callEndpoint(
        'webhelppages',
        ({ memberId, language }: { memberId: number; language: Language }) => ({
          body: { user_id: memberId, language },
        }),
      ),
    }),
  }),
});

export const { useHelpPagesQuery } = helpApi;
